import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../core/paths';

/** The heading of the two design pages, with a link to the other one. */
export function PageIntro({
  title,
  children,
  other,
}: {
  title: string;
  children: ReactNode;
  other: 'components' | 'styleguide';
}) {
  const link =
    other === 'components'
      ? { to: paths.adminComponents.href(), label: 'Components' }
      : { to: paths.adminStyleguide.href(), label: 'Style guide' };
  return (
    <header className="max-w-3xl">
      <h1 className="font-display text-4xl text-ink">{title}</h1>
      <div className="mt-3 text-lg text-ink-soft">{children}</div>
      <p className="mt-3 text-sm">
        See also:{' '}
        <Link to={link.to} className="font-medium text-sepia underline underline-offset-4 hover:text-ink">
          {link.label}
        </Link>
      </p>
    </header>
  );
}

/** An in-page table of contents. */
export function Contents({ sections }: { sections: readonly { id: string; title: string }[] }) {
  return (
    <nav aria-label="On this page" className="mt-8">
      <ul className="flex flex-wrap gap-2">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="inline-flex rounded-full bg-white/70 px-3 py-1 text-sm text-ink ring-1 ring-rule hover:bg-paper-deep"
            >
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
