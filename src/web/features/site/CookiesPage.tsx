import { paths } from '../../../core/paths';
import { StaticPage } from './StaticPage';
import { ANALYTICS_RETENTION_MONTHS, TRACKING_SESSION_KEY, USER_AGENT_KEPT_CHARS } from './tracking-facts';

const STORED = [
  {
    name: 'Session cookie',
    where: 'Cookie',
    why: 'Keeps you signed in. Set when you sign in, removed when you sign out; it never follows you to other sites.',
  },
  {
    name: 'dismissedBanners',
    where: 'Local storage',
    why: 'Remembers the announcements you closed, so they stay closed.',
  },
  {
    name: 'backdrop:search-sort',
    where: 'Local storage',
    why: 'Remembers the sort you last chose on the search page.',
  },
  {
    name: 'photoList',
    where: 'Session storage',
    why: 'The list you opened a photo from, so the arrow keys move to the next photo. Gone when you close the tab.',
  },
  {
    name: TRACKING_SESSION_KEY,
    where: 'Session storage',
    why: 'A random id for this visit, sent with the clicks and searches we count (see below), so we can tell one visit’s clicks apart from another’s. It says nothing about you and is gone when you close the tab.',
  },
  {
    name: 'backdrop:random-seed',
    where: 'Session storage',
    why: 'Keeps the shuffled order of “all photos” stable while you scroll. Gone when you close the tab.',
  },
] as const;

/** spec §2 /cookies: the one cookie and the few browser settings Backdrop keeps. */
export function CookiesPage() {
  return (
    <StaticPage
      path={paths.cookies.path}
      heading="Cookie policy"
      updated="November 2026"
      intro="Backdrop uses one cookie, to keep you signed in, and a few settings in your browser. No advertising or tracking cookies, no third parties."
    >
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-rule text-ink-soft">
            <th scope="col" className="py-2 pr-3 font-medium">
              Name
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Kept in
            </th>
            <th scope="col" className="py-2 font-medium">
              What it is for
            </th>
          </tr>
        </thead>
        <tbody>
          {STORED.map((item) => (
            <tr key={item.name} className="border-b border-rule/60 align-top">
              <td className="py-2 pr-3 font-medium">{item.name}</td>
              <td className="py-2 pr-3">{item.where}</td>
              <td className="py-2">{item.why}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>What we count</h2>
      <p>
        To rank popular photos and improve search, our own server (no third-party script, no tracking cookie)
        records:
      </p>
      <ul>
        <li>
          What you click: a photo you open, a tag, category, creator or event, and a search result (with the
          search it came from and its place in the results).
        </li>
        <li>
          With each click: the visit’s random id above, the page you came from, your browser’s user agent (its
          name and version) cut to {USER_AGENT_KEPT_CHARS} characters, and your account if you are signed in.
        </li>
        <li>What you search for, how many photos it found, and how the search matched.</li>
      </ul>
      <p>
        We never store your IP address with any of it. The individual clicks and searches are deleted after{' '}
        {ANALYTICS_RETENTION_MONTHS} months; only the counts made from them (how often a photo or tag was
        clicked) are kept.
      </p>
      <p>
        All of these are needed for the site to work as you expect, so we do not ask before setting them. You
        can clear them at any time in your browser’s settings; you will be signed out and your preferences
        reset.
      </p>
    </StaticPage>
  );
}
