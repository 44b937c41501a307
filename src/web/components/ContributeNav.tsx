import { NavLink } from 'react-router';
import { paths } from '../../core/paths';

const LINKS = [
  { to: paths.contribute.path, label: 'Upload' },
  { to: paths.contributePhotos.path, label: 'My photos' },
  { to: paths.contributeReleases.path, label: 'Releases' },
] as const;

const linkClass =
  'rounded-full px-3 py-1.5 text-sm text-ink-soft transition-colors hover:bg-paper-deep hover:text-ink aria-[current=page]:bg-ink aria-[current=page]:text-paper';

/** The contributor's three places (issue 26): upload, their photos and their release library. */
export function ContributeNav() {
  return (
    <nav aria-label="Contribute" className="mb-6">
      <ul className="flex flex-wrap gap-1">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className={linkClass}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
