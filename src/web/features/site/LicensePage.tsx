import { Fragment } from 'react';
import { Link } from 'react-router';
import {
  LICENSE_ALLOWS,
  LICENSE_ALLOWS_HEADING,
  LICENSE_EXCLUSIONS,
  LICENSE_TERM,
} from '../../../core/license-terms';
import { paths } from '../../../core/paths';
import { LICENSE_LABEL, LICENSE_MULTIPLIER, LICENSE_SUMMARY } from '../../../core/pricing';
import { StaticPage } from './StaticPage';

/** spec §2 /license: the two licences in the words a props buyer uses. */
export function LicensePage() {
  return (
    <StaticPage
      path={paths.license.path}
      heading="Photo licences"
      intro="Every photo can be rented under one of two licences. Pick the one that matches how the photo appears on screen."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {(['background-dressing', 'hero-usage'] as const).map((license) => (
          <section key={license} className="rounded-2xl bg-white p-5 ring-1 ring-rule">
            <h2 className="!mt-0">{LICENSE_LABEL[license]}</h2>
            <p className="mt-2 text-ink-soft">{LICENSE_SUMMARY[license]}</p>
            <p className="mt-3 text-sm font-medium">
              {LICENSE_MULTIPLIER[license] === 1
                ? 'The photo’s listed price'
                : `${LICENSE_MULTIPLIER[license]}× the listed price`}
            </p>
          </section>
        ))}
      </div>
      {(['background-dressing', 'hero-usage'] as const).map((license) => (
        <Fragment key={license}>
          <h2>{LICENSE_ALLOWS_HEADING[license]}</h2>
          <ul>
            {LICENSE_ALLOWS[license].map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Fragment>
      ))}
      <h2>Neither licence allows</h2>
      <ul>
        {LICENSE_EXCLUSIONS.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h2>Term, territory and paperwork</h2>
      <p>
        {LICENSE_TERM} With each order you get a licence certificate and the releases of the people shown,
        ready for your clearance lawyer or E&amp;O insurer.
      </p>
      <p>
        Not sure which one you need? <Link to={paths.contact.path}>Ask us</Link> before you shoot; we answer
        within one working day. Prices are on the <Link to={paths.pricing.path}>pricing page</Link>.
      </p>
    </StaticPage>
  );
}
