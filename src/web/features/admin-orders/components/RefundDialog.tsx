import { zodResolver } from '@hookform/resolvers/zod';
import { type RefObject, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { REFUND_REASON_MAX } from '../../../../core/admin-orders';
import { formatUsd } from '../../../../core/pricing';
import { refundReasonSchema } from '../../../../core/refund-schema';
import { z } from '../../../../core/zod';
import { ApiError } from '../../../api';
import { Button } from '../../../components/Button';
import { Dialog, DialogClose } from '../../../components/Dialog';
import { FormAlert } from '../../../components/FormAlert';
import { useFormErrors } from '../../../components/form-errors';
import { FormTextareaField } from '../../../components/form-fields';
import { errorDescription, notify } from '../../../components/Toast';
import { useRefundOrder } from '../api/refund-order';
import type { RefundPlan } from '../refund-plan';

/** The dialog asks only for the reason (the lines come from the plan), and checks that one is given. */
const reasonSchema = z.object({ reason: refundReasonSchema });
const REASON_FIELDS = ['reason'] as const;

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
  // Checked on confirming only; a message goes when the reason is edited and comes back, if still
  // due, on the next confirm. A refused reason takes focus and is described by its message.
  const form = useForm({
    shouldFocusError: false,
    resolver: zodResolver(reasonSchema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { reason: '' },
  });
  const { control, clearErrors } = form;
  const { focusFirstError, showServerErrors } = useFormErrors(form, REASON_FIELDS);
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    if (refund.isPending) return;
    form.reset();
    setFailure(null);
    onClose();
  };

  // The reason arrives trimmed by the schema, as the server would trim it.
  const submit = form.handleSubmit(({ reason }) => {
    if (!plan || refund.isPending) return;
    setFailure(null);
    refund.mutate(
      { orderId, item_ids: plan.itemIds, reason },
      {
        onSuccess: () => {
          refunded.current = true;
          notify.success(
            'Refund issued',
            `${formatUsd(plan.amountCents)} of ${orderNumber} goes back to the buyer.`,
          );
          form.reset();
          onRefunded();
          onClose();
        },
        onError: (error) => {
          const fieldError = error instanceof ApiError ? error.fields?.reason : undefined;
          if (fieldError) showServerErrors([['reason', fieldError]]);
          else setFailure(errorDescription(error));
        },
      },
    );
  }, focusFirstError);

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
        <FormTextareaField
          control={control}
          name="reason"
          onEdit={() => clearErrors('reason')}
          label="Reason"
          hint="Shown in the order’s history, to the buyer too."
          required
          rows={3}
          maxLength={REFUND_REASON_MAX}
        />
      </form>
    </Dialog>
  );
}
