import { Link } from 'react-router';
import { paths } from '../../../core/paths';
import {
  DISCOUNT_TIERS,
  formatUsd,
  LICENSE_LABEL,
  LICENSE_MULTIPLIER,
  LICENSE_SUMMARY,
} from '../../../core/pricing';
import { EXAMPLE, pricingExample } from './pricing-example';
import { StaticPage } from './StaticPage';

/** spec §2 /pricing: both licences, the volume tiers, and a worked example priced like the cart. */
export function PricingPage() {
  const example = pricingExample();
  return (
    <StaticPage
      path={paths.pricing.path}
      heading="Pricing"
      intro="Each photo has its own price, shown on the photo. The licence you choose and the size of your order set what you pay."
    >
      <h2>Licences</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {(['background-dressing', 'hero-usage'] as const).map((license) => (
          <section key={license} className="rounded-2xl bg-white p-5 ring-1 ring-rule">
            <h3 className="font-display text-xl">{LICENSE_LABEL[license]}</h3>
            <p className="mt-1 font-semibold">
              {LICENSE_MULTIPLIER[license] === 1
                ? 'The listed price'
                : `${LICENSE_MULTIPLIER[license]}× the listed price`}
            </p>
            <p className="mt-2 text-sm text-ink-soft">{LICENSE_SUMMARY[license]}</p>
          </section>
        ))}
      </div>
      <p>
        Details of what each licence covers are on the <Link to={paths.license.path}>licence page</Link>.
      </p>
      <h2>Volume discounts</h2>
      <p>The more photos one order holds, the less each costs. The discount applies to the whole order.</p>
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-rule text-ink-soft">
            <th scope="col" className="py-2 font-medium">
              Pack
            </th>
            <th scope="col" className="py-2 font-medium">
              Photos in the order
            </th>
            <th scope="col" className="py-2 font-medium">
              Discount
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-rule/60">
            <td className="py-2">Single photos</td>
            <td className="py-2">1–{(DISCOUNT_TIERS[0]?.minItems ?? 25) - 1}</td>
            <td className="py-2">None</td>
          </tr>
          {DISCOUNT_TIERS.map((tier, index) => {
            const next = DISCOUNT_TIERS[index + 1];
            return (
              <tr key={tier.name} className="border-b border-rule/60">
                <td className="py-2">{tier.name}</td>
                <td className="py-2">
                  {next ? `${tier.minItems}–${next.minItems - 1}` : `${tier.minItems} or more`}
                </td>
                <td className="py-2 font-semibold">{tier.discountPercent}%</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <h2>A worked example</h2>
      <section aria-labelledby="example-title" className="rounded-2xl bg-white p-5 ring-1 ring-rule">
        <h3 id="example-title" className="font-display text-xl">
          Dressing a 1970s family home
        </h3>
        <p className="mt-2 text-sm text-ink-soft">
          A props buyer rents {EXAMPLE.backgroundCount + EXAMPLE.heroCount} photos priced at{' '}
          {formatUsd(example.photoCents)}: {EXAMPLE.backgroundCount} for the walls and shelves, and{' '}
          {EXAMPLE.heroCount} that a character holds in a close-up.
        </p>
        <dl className="mt-4 space-y-1.5 text-sm">
          <div className="flex justify-between gap-4">
            <dt>
              {EXAMPLE.backgroundCount} × background dressing at {formatUsd(example.photoCents)}
            </dt>
            <dd className="tabular-nums">{formatUsd(EXAMPLE.backgroundCount * example.photoCents)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt>
              {EXAMPLE.heroCount} × hero usage at {formatUsd(example.heroCents)}
            </dt>
            <dd className="tabular-nums">{formatUsd(EXAMPLE.heroCount * example.heroCents)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-rule pt-1.5">
            <dt>Subtotal ({example.items} photos)</dt>
            <dd className="tabular-nums">{formatUsd(example.subtotalCents)}</dd>
          </div>
          <div className="flex justify-between gap-4 text-sepia">
            <dt>Volume discount ({example.discountPercent}%)</dt>
            <dd className="tabular-nums">−{formatUsd(example.discountCents)}</dd>
          </div>
          <div className="flex justify-between gap-4 border-t border-rule pt-1.5 text-base font-semibold">
            <dt>Total</dt>
            <dd className="tabular-nums">{formatUsd(example.totalCents)}</dd>
          </div>
        </dl>
        {example.next && (
          <p className="mt-3 text-sm text-ink-soft">
            {example.next.itemsNeeded} more photos would reach the {example.next.tier.name} and{' '}
            {example.next.tier.discountPercent}% off.
          </p>
        )}
      </section>
      <p>
        Prices are in US dollars. Need something bigger — a whole series, an archive deal?{' '}
        <Link to={paths.contact.path}>Talk to us</Link>.
      </p>
    </StaticPage>
  );
}
