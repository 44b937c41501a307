import { useState } from 'react';
import { Link } from 'react-router';
import { CHECKOUT_MESSAGES } from '../../../../core/checkout';
import { productionName } from '../../../../core/held-licences';
import { LICENSE_ALLOWS, LICENSE_ALLOWS_HEADING } from '../../../../core/license-terms';
import { paths } from '../../../../core/paths';
import { formatUsd, LICENSE_LABEL } from '../../../../core/pricing';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { Dialog, DialogClose } from '../../../components/Dialog';
import type { UpgradeOffer } from '../../../components/photo-licences';
import { TermDetail } from '../../../components/TermRow';
import { Thumbnail } from '../../orders';
import { useUpgrade } from '../api/upgrade';
import { photoName } from './photo-name';

interface UpgradeDialogProps {
  offer: UpgradeOffer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Issue 22: the upgrade to hero usage shows what is bought before the payment page, as checkout
 * does — the photo, the production, the licence held and the new one, the price of the
 * difference — and asks for the licence terms. One attempt sends one request however often Pay
 * is pressed (useUpgrade).
 */
export function UpgradeDialog({ offer, open, onOpenChange }: UpgradeDialogProps) {
  const { licence, photo } = offer;
  const price = formatUsd(licence.upgrade_price_cents ?? 0);
  const upgrade = useUpgrade(licence.purchase_id);
  const [accepted, setAccepted] = useState(false);
  const [showTermsError, setShowTermsError] = useState(false);
  const termsId = `upgrade-terms-${licence.purchase_id}`;
  const busy = upgrade.isPending || upgrade.isSuccess;
  const pay = () => {
    if (!accepted) {
      setShowTermsError(true);
      return;
    }
    upgrade.start();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Closing while the payment page loads would leave a busy button behind: it stays open.
        if (!busy) onOpenChange(next);
      }}
      title="Upgrade to hero usage"
      description="You pay only the difference between background dressing and hero usage for this production."
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={busy}>
              Cancel
            </Button>
          </DialogClose>
          <Button loading={busy} onClick={pay}>
            Pay {price}
          </Button>
        </>
      }
    >
      <div className="flex items-center gap-4">
        <Thumbnail src={photo.thumbnail_url} />
        <p className="min-w-0 font-medium text-ink">{photoName(photo)}</p>
      </div>
      <dl className="mt-5 grid gap-4 sm:grid-cols-2">
        <TermDetail term="Production">
          {productionName(licence)}
          {licence.production_title && licence.production_title !== licence.project_name
            ? ` — ${licence.production_title}`
            : ''}
        </TermDetail>
        <TermDetail term="Current licence">{LICENSE_LABEL['background-dressing']}</TermDetail>
        <TermDetail term="New licence">{LICENSE_LABEL['hero-usage']}</TermDetail>
        <TermDetail term="Price of the difference">
          <span className="font-semibold tabular-nums">{price}</span>
        </TermDetail>
      </dl>
      <div className="mt-5 rounded-xl bg-paper-deep px-4 py-3 text-sm text-ink">
        <p className="font-medium">{LICENSE_ALLOWS_HEADING['hero-usage']}</p>
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-ink-soft">
          {LICENSE_ALLOWS['hero-usage'].map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
      <div className="mt-5">
        <Checkbox
          id={termsId}
          label={
            <>
              I accept the{' '}
              <Link
                to={paths.license.path}
                target="_blank"
                className="text-sepia underline underline-offset-4"
              >
                licence terms
              </Link>
            </>
          }
          checked={accepted}
          onCheckedChange={(checked) => {
            setAccepted(checked);
            if (checked) setShowTermsError(false);
          }}
          invalid={showTermsError}
          aria-describedby={showTermsError ? `${termsId}-error` : undefined}
        />
        {showTermsError && (
          <p id={`${termsId}-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
            {CHECKOUT_MESSAGES.termsRequired}
          </p>
        )}
      </div>
    </Dialog>
  );
}
