import type { ReactNode } from 'react';
import { staticPageMeta } from '../../../core/page-meta';
import { Breadcrumb } from '../../components/Breadcrumb';
import { useDocumentTitle } from '../../components/use-document-title';

interface StaticPageProps {
  path: string;
  /** The page's heading; its <title> and description come from core/page-meta.ts. */
  heading: string;
  intro?: ReactNode;
  /** "Last updated" for the legal pages. */
  updated?: string;
  children: ReactNode;
}

/** The frame of the written pages: breadcrumb, heading, a readable column of prose. */
export function StaticPage({ path, heading, intro, updated, children }: StaticPageProps) {
  const meta = staticPageMeta(path);
  useDocumentTitle(meta?.title ?? heading, meta?.description);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: heading }]} />
      <h1 className="mt-4 font-display text-4xl text-ink sm:text-5xl">{heading}</h1>
      {updated && <p className="mt-2 text-sm text-ink-soft">Last updated {updated}</p>}
      {intro && <p className="mt-5 text-lg text-ink-soft">{intro}</p>}
      <div className="prose-backdrop mt-8 space-y-5 text-ink [&_a]:text-sepia [&_a]:underline [&_a]:underline-offset-4 [&_h2]:mt-10 [&_h2]:font-display [&_h2]:text-2xl [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_ul]:space-y-1.5">
        {children}
      </div>
    </article>
  );
}
