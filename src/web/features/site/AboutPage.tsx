import { Link } from 'react-router';
import { paths } from '../../../core/paths';
import { StaticPage } from './StaticPage';

/** spec §2 /about: what Backdrop is, for buyers and for the families whose photos it carries. */
export function AboutPage() {
  return (
    <StaticPage
      path={paths.about.path}
      heading="About Backdrop"
      intro="Backdrop is where film, television and commercial productions find real family and archive photos, cleared for the screen."
    >
      <h2>Why we exist</h2>
      <p>
        A kitchen in 1974 had a calendar on the fridge and school photos on the wall. Set decorators know that
        a scene feels true because of those small things — and that every photo on a set needs a signed
        release before it is filmed. Stock libraries are full of models and studio light; family albums are
        full of real life, but nobody can clear them in a week. Backdrop does both: real snapshots, with the
        paperwork done.
      </p>
      <h2>For productions</h2>
      <ul>
        <li>
          Search by subject, decade, place, people and mood, and see everything that matches at a glance.
        </li>
        <li>
          Rent a photo for <strong>background dressing</strong> or <strong>hero usage</strong> — see{' '}
          <Link to={paths.license.path}>what each licence allows</Link> and{' '}
          <Link to={paths.pricing.path}>what it costs</Link>, with volume discounts from 25 photos.
        </li>
        <li>
          Keep wishlists per project and company, and hand the clearance documents straight to your lawyer.
        </li>
      </ul>
      <h2>For families and archives</h2>
      <p>
        Every photo on Backdrop comes from a family or an archive that owns it and agreed to license it. We
        check who is in the picture, record the releases, and pay the contributor each time a production rents
        it. Want to contribute? <Link to={paths.contact.path}>Write to us</Link> and choose “Contributing
        family photos”.
      </p>
    </StaticPage>
  );
}
