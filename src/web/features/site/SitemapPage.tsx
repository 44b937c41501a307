import { Link } from 'react-router';
import { pageName, SITEMAP_GROUPS } from '../../../core/page-meta';
import { paths } from '../../../core/paths';
import { StaticPage } from './StaticPage';

/** spec §2 /sitemap: every public page, from the same table as /sitemap.xml. */
export function SitemapPage() {
  return (
    <StaticPage path={paths.sitemap.path} heading="Sitemap">
      <div className="grid gap-8 sm:grid-cols-2">
        {SITEMAP_GROUPS.map((group) => (
          <nav key={group.title} aria-labelledby={`sitemap-${group.title}`}>
            <h2 id={`sitemap-${group.title}`} className="!mt-0">
              {group.title}
            </h2>
            <ul className="mt-3">
              {group.paths.map((path) => (
                <li key={path}>
                  <Link to={path}>{pageName(path)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </StaticPage>
  );
}
