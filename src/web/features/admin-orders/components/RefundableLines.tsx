import type { OrderLine } from '../../../../core/checkout';
import { formatUsd, LICENSE_LABEL } from '../../../../core/pricing';
import { Checkbox } from '../../../components/Checkbox';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { Thumbnail } from '../../orders';
import { isRefunded } from '../refund-plan';

const TH = 'px-3 py-2 font-medium whitespace-nowrap';
const TD = 'px-3 py-3 align-top';
const NUMBER = `${TD} text-right tabular-nums whitespace-nowrap`;

interface RefundableLinesProps {
  lines: OrderLine[];
  selected: ReadonlySet<string>;
  onToggle: (lineId: string, checked: boolean) => void;
  /** False when the order cannot be refunded (not paid): no line can be chosen. */
  selectable: boolean;
}

/**
 * An order's lines as they were licensed, each with a box to choose it for a refund; a line
 * refunded already is marked and cannot be chosen again.
 */
export function RefundableLines({ lines, selected, onToggle, selectable }: RefundableLinesProps) {
  return (
    <ScrollRegion label="Order lines table">
      <table aria-label="Order lines" className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-rule text-ink-soft">
            <th scope="col" className={TH}>
              Photo
            </th>
            <th scope="col" className={TH}>
              Licence
            </th>
            <th scope="col" className={`${TH} text-right`}>
              Price
            </th>
            <th scope="col" className={`${TH} text-right`}>
              Discount
            </th>
            <th scope="col" className={`${TH} text-right`}>
              Final
            </th>
            <th scope="col" className={`${TH} text-right`}>
              Refunded
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const refunded = isRefunded(line);
            const name = line.title?.trim() || `Photo #${line.photoid}`;
            return (
              <tr
                key={line.id}
                className={`border-b border-rule/60 last:border-b-0 ${refunded ? 'bg-paper-deep/40' : ''}`}
              >
                <td className={TD}>
                  <div className="flex items-start gap-3">
                    <Thumbnail src={line.thumbnail_url} dim={refunded} />
                    <Checkbox
                      label={name}
                      hint={
                        <>
                          <span className="tabular-nums">#{line.photoid}</span>
                          {line.creator_name && ` · ${line.creator_name}`}
                          {refunded && <span className="mt-1 block font-medium text-ink">Refunded</span>}
                        </>
                      }
                      checked={!refunded && selected.has(line.id)}
                      disabled={refunded || !selectable}
                      onCheckedChange={(checked) => onToggle(line.id, checked)}
                    />
                  </div>
                </td>
                <td className={TD}>{LICENSE_LABEL[line.license_type]}</td>
                <td className={NUMBER}>{formatUsd(line.price_cents)}</td>
                <td className={NUMBER}>
                  {line.discount_cents > 0 ? `−${formatUsd(line.discount_cents)}` : '—'}
                </td>
                <td className={`${NUMBER} font-semibold`}>{formatUsd(line.discounted_price_cents)}</td>
                <td className={NUMBER}>{line.refunded_cents > 0 ? formatUsd(line.refunded_cents) : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
