import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from '../../../components/Breadcrumb';
import { SkipToResults } from '../../../components/photo-grid/SkipToResults';
import { Skeleton } from '../../../components/Skeleton';

interface BrowseHeaderProps {
  crumbs: Crumb[];
  /** spec §2 title; undefined while it loads. */
  title: string | undefined;
  /** spec §2 "X of Y photos"; undefined while it loads. */
  subtitle?: string | undefined;
  /** The sort dropdown (absent on the popular page) and other controls. */
  controls?: ReactNode;
  children?: ReactNode;
  /** The page lists photos below (PhotoResults): a "Skip to results" follows the title. */
  skipToResults?: boolean;
}

/** The top of a browse page: breadcrumb, title, subtitle and the sort (spec §2 taxonomy and browse page). */
export function BrowseHeader({
  crumbs,
  title,
  subtitle,
  controls,
  children,
  skipToResults = false,
}: BrowseHeaderProps) {
  return (
    <header className="space-y-3">
      <Breadcrumb items={crumbs} />
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div className="min-w-0">
          {title === undefined ? (
            <>
              <h1 className="sr-only">Loading</h1>
              <Skeleton className="h-9 w-64" />
            </>
          ) : (
            <h1 className="font-display text-3xl text-ink first-letter:uppercase sm:text-4xl">{title}</h1>
          )}
          {skipToResults && <SkipToResults />}
          <p aria-live="polite" className="mt-1 min-h-6 text-ink-soft tabular-nums">
            {subtitle}
          </p>
        </div>
        {controls && <div className="flex flex-wrap items-center gap-3">{controls}</div>}
      </div>
      {children}
    </header>
  );
}
