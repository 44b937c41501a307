import { Link } from 'react-router';
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
      <h2>Background dressing allows</h2>
      <ul>
        <li>
          Framed on a wall, standing on a shelf, stuck to a fridge, lying on a desk — anywhere in the set.
        </li>
        <li>Being visible, even in focus, as long as the shot is not about the photo.</li>
        <li>Printing as many copies as the set needs, at any size up to the file’s print size.</li>
      </ul>
      <h2>Hero usage adds</h2>
      <ul>
        <li>
          Close-ups and inserts: a character holds the photo, talks about it, or the camera lingers on it.
        </li>
        <li>Story use: the photo stands for a character’s family, past or memory.</li>
        <li>Key art, trailers, posters and social posts that show the photo.</li>
      </ul>
      <h2>Neither licence allows</h2>
      <ul>
        <li>Reselling or sharing the file outside the production.</li>
        <li>Using the people in the photo to endorse a product, a party or a cause.</li>
        <li>
          Sensitive portrayals (crime, illness, addiction) of the real people shown, unless we confirm it in
          writing.
        </li>
        <li>Training or feeding artificial-intelligence models.</li>
      </ul>
      <h2>Term, territory and paperwork</h2>
      <p>
        A licence covers one production — a film, a series season or a campaign — worldwide, in all media, in
        perpetuity for that production and its own promotion. With each order you get a licence certificate
        and the releases of the people shown, ready for your clearance lawyer or E&amp;O insurer.
      </p>
      <p>
        Not sure which one you need? <Link to={paths.contact.path}>Ask us</Link> before you shoot; we answer
        within one working day. Prices are on the <Link to={paths.pricing.path}>pricing page</Link>.
      </p>
    </StaticPage>
  );
}
