import { Link } from 'react-router';
import { paths } from '../../../core/paths';
import { StaticPage } from './StaticPage';

/** spec §2 /terms. */
export function TermsPage() {
  return (
    <StaticPage path={paths.terms.path} heading="Terms of service" updated="November 2026">
      <h2>Using Backdrop</h2>
      <p>
        Anyone may browse and search the catalogue. To see more than the first results of a list, open photos
        and license them, you need an account. You are responsible for what happens under your account; keep
        your sign-in links and password to yourself.
      </p>
      <h2>Licences</h2>
      <p>
        A photo is licensed, never sold: the family or archive keeps its rights. What a licence allows is set
        out on the <Link to={paths.license.path}>licence page</Link> and in the certificate that comes with
        each order. Using a photo beyond its licence needs a new licence first.
      </p>
      <h2>Prices and payment</h2>
      <p>
        Prices are shown in US dollars on each photo and in your cart, with the volume discounts of the{' '}
        <Link to={paths.pricing.path}>pricing page</Link>. An order is binding once paid. If a licence turns
        out not to fit your production before you have used the photo, write to us within 14 days and we will
        refund it.
      </p>
      <h2>Studios with their own agreement</h2>
      <p>
        Studios that signed their own agreement with us license under that agreement; where it and these terms
        differ, the agreement wins.
      </p>
      <h2>What we promise and what we don’t</h2>
      <p>
        We check the rights and releases of every photo before it goes live and stand behind them: if a claim
        arises from a use within your licence, we handle it. We cannot promise the site is never down, and we
        are not liable for losses beyond the price you paid for the licence concerned.
      </p>
      <h2>Changes</h2>
      <p>
        When these terms change, we say so on the site and by e-mail; licences you already hold keep the terms
        they were bought under. Questions? <Link to={paths.contact.path}>Contact us</Link>.
      </p>
    </StaticPage>
  );
}
