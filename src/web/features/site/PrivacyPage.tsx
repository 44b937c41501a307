import { Link } from 'react-router';
import { paths } from '../../../core/paths';
import { StaticPage } from './StaticPage';
import { ANALYTICS_RETENTION_MONTHS, USER_AGENT_KEPT_CHARS } from './tracking-facts';

/** spec §2 /privacy. */
export function PrivacyPage() {
  return (
    <StaticPage
      path={paths.privacy.path}
      heading="Privacy policy"
      updated="November 2026"
      intro="We collect what we need to run your account and your orders, and nothing to sell."
    >
      <h2>What we keep</h2>
      <ul>
        <li>Your account: e-mail address, name, and your studio or company if you give one.</li>
        <li>Your work: carts, wishlists, projects, orders and the licences you bought.</li>
        <li>
          Payments are handled by our payment provider; we keep the order total and status, never card
          numbers.
        </li>
        <li>
          Your sign-in sessions: the browser and IP address you signed in from, to keep your account safe.
        </li>
        <li>What you click and search for on Backdrop, to rank popular photos and improve search (below).</li>
        <li>
          Messages you send us through the <Link to={paths.contact.path}>contact form</Link>.
        </li>
      </ul>
      <h2>Clicks and searches</h2>
      <p>Our own server records, with no third-party script and no tracking cookie:</p>
      <ul>
        <li>
          Each click on a photo, tag, category, creator, event or search result: what was clicked, the page it
          came from, a random id for your visit (kept in your browser’s session storage and gone when you
          close the tab), your browser’s user agent cut to {USER_AGENT_KEPT_CHARS} characters, and your
          account if you are signed in.
        </li>
        <li>Each search: the words, how many photos it found, and how the search matched them.</li>
        <li>Never your IP address.</li>
      </ul>
      <p>
        The individual clicks and searches are deleted after {ANALYTICS_RETENTION_MONTHS} months; the counts
        made from them (how often a photo or tag was clicked, which searches found nothing) are kept.
      </p>
      <h2>Why</h2>
      <p>
        To sign you in, deliver what you licensed, keep the records that clearance and tax law ask of us, and
        make the catalogue easier to search. We do not sell or rent your data, and we do not use it for
        advertising.
      </p>
      <h2>Who else sees it</h2>
      <p>
        Our hosting, e-mail and payment providers, only to do their part. The families and archives whose
        photos you license learn that a production licensed them, not who you are, unless a release requires
        it.
      </p>
      <h2>Your choices</h2>
      <ul>
        <li>See and correct your details on your profile page.</li>
        <li>Ask us for a copy of your data, or to delete your account, through the contact form.</li>
        <li>Orders and licences are kept for seven years after purchase, as accounting law requires.</li>
      </ul>
      <p>
        Cookies and browser storage are explained in the <Link to={paths.cookies.path}>cookie policy</Link>.
      </p>
    </StaticPage>
  );
}
