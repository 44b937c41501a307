import { type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import { REFUND_MESSAGES } from '../../../../core/admin-orders';
import { formatUsd } from '../../../../core/pricing';
import { ApiError } from '../../../api';
import { Button } from '../../../components/Button';
import { Dialog, DialogClose } from '../../../components/Dialog';
import { TextareaField } from '../../../components/Field';
import { FormAlert } from '../../../components/FormAlert';
import { errorDescription, notify } from '../../../components/Toast';
import { useFocusRequest } from '../../../components/use-focus-request';
import { useRefundOrder } from '../api/refund-order';
import type { RefundPlan } from '../refund-plan';

/** The shortest and longest reason the API takes; the order's history shows it. */
export const REFUND_REASON_MIN = 3;
export const REFUND_REASON_MAX = 500;

interface RefundDialogProps {
  orderId: string;
  orderNumber: string;
  /** The refund to confirm; null keeps the dialog closed. */
  plan: RefundPlan | null;
  onClose: () => void;
  /** After the provider refunded: the page clears its selection. */
  onRefunded: () => void;
  /** Where focus goes after a refund (the buttons that opened the dialog may be gone or disabled). */
  focusAfterRefund: RefObject<HTMLElement | null>;
}

/**
 * Confirms a refund: it states exactly what goes back to the buyer and asks why (the buyer's
 * order history shows the reason). Nothing is sent before the admin confirms.
 */
export function RefundDialog({
  orderId,
  orderNumber,
  plan,
  onClose,
  onRefunded,
  focusAfterRefund,
}: RefundDialogProps) {
  const formId = useId();
  const refunded = useRef(false);
  const refund = useRefundOrder();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // A reason refused moves focus to it; it is described by its message, so both are read.
  const reasonField = useFocusRequest<HTMLTextAreaElement>();

  const close = () => {
    if (refund.isPending) return;
    setReason('');
    setReasonError(null);
    setFailure(null);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!plan || refund.isPending) return;
    const text = reason.trim();
    if ([...text].length < REFUND_REASON_MIN) {
      setReasonError(REFUND_MESSAGES.reasonRequired);
      reasonField.request();
      return;
    }
    setReasonError(null);
    setFailure(null);
    refund.mutate(
      { orderId, item_ids: plan.itemIds, reason: text },
      {
        onSuccess: () => {
          refunded.current = true;
          notify.success(
            'Refund issued',
            `${formatUsd(plan.amountCents)} of ${orderNumber} goes back to the buyer.`,
          );
          setReason('');
          onRefunded();
          onClose();
        },
        onError: (error) => {
          const fieldError = error instanceof ApiError ? error.fields?.reason : undefined;
          if (fieldError) {
            setReasonError(fieldError);
            reasonField.request();
          } else setFailure(errorDescription(error));
        },
      },
    );
  };

  return (
    <Dialog
      open={plan !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      onCloseAutoFocus={(event) => {
        if (!refunded.current) return;
        refunded.current = false;
        event.preventDefault();
        focusAfterRefund.current?.focus();
      }}
      title={plan?.kind === 'order' ? 'Refund the whole order?' : 'Refund the selected lines?'}
      description={plan?.summary}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={refund.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} variant="danger" loading={refund.isPending}>
            Refund {formatUsd(plan?.amountCents ?? 0)}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate className="space-y-4">
        {failure && <FormAlert>{failure}</FormAlert>}
        <TextareaField
          ref={reasonField.ref}
          label="Reason"
          hint="Shown in the order’s history, to the buyer too."
          value={reason}
          onValueChange={(value) => {
            setReason(value);
            if (reasonError && value.trim() !== '') setReasonError(null);
          }}
          error={reasonError}
          required
          rows={3}
          maxLength={REFUND_REASON_MAX}
        />
      </form>
    </Dialog>
  );
}
