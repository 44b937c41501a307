import { Link } from 'react-router';
import { paths } from '../../../../core/paths';
import { formatUsd, LICENSE_LABEL } from '../../../../core/pricing';
import type { Purchase } from '../../../../core/purchases';
import { DownloadButton, Thumbnail } from '../../orders';
import { photoName } from './photo-name';
import { UpgradeButton } from './UpgradeButton';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** One licence: the photo, what was licensed, paid and when, and its file. A refunded one is muted. */
export function PurchaseRow({ purchase }: { purchase: Purchase }) {
  const { refunded } = purchase;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-4 sm:flex-nowrap">
      <Thumbnail src={purchase.thumbnail_url} dim={refunded} />
      <div className={`min-w-0 flex-1 ${refunded ? 'text-ink-soft' : 'text-ink'}`}>
        <p className="text-sm text-ink-soft">
          <span className="tabular-nums">#{purchase.photoid}</span>
          {purchase.creator_name && ` · ${purchase.creator_name}`}
        </p>
        <p className="truncate font-medium">
          <Link
            to={paths.photo.href({ photoid: purchase.photoid })}
            className="underline-offset-4 hover:text-sepia hover:underline"
          >
            {purchase.title ?? `Photo #${purchase.photoid}`}
          </Link>
        </p>
        <p className="text-sm">
          {LICENSE_LABEL[purchase.license_type]} ·{' '}
          <span className={`tabular-nums ${refunded ? 'line-through' : ''}`}>
            {formatUsd(purchase.price_cents)}
          </span>{' '}
          ·{' '}
          <time dateTime={purchase.purchase_date}>{dateFormat.format(new Date(purchase.purchase_date))}</time>
        </p>
        {refunded && <p className="mt-0.5 text-sm font-medium">Refunded — no longer licensed</p>}
      </div>
      {!refunded && (
        <div className="flex flex-wrap gap-2">
          {purchase.upgrade_price_cents !== null && (
            <UpgradeButton purchase={purchase} priceCents={purchase.upgrade_price_cents} />
          )}
          <DownloadButton request={{ purchase_id: purchase.id }} label={`Download ${photoName(purchase)}`}>
            Download
          </DownloadButton>
        </div>
      )}
    </li>
  );
}
