import type { ReactNode } from 'react';

interface DemoSectionProps {
  id: string;
  title: string;
  /** When to use the component, in a sentence or two. */
  description?: ReactNode;
  children: ReactNode;
}

/** One component on /admin/components: a heading the table of contents links to, then its states. */
export function DemoSection({ id, title, description, children }: DemoSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24 border-t border-rule pt-10">
      <h2 id={headingId} className="font-display text-2xl text-ink">
        {title}
      </h2>
      {description && <div className="mt-2 max-w-2xl text-ink-soft">{description}</div>}
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** One state of a component, named underneath ("disabled", "loading"). */
export function Specimen({
  label,
  children,
  wide = false,
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <figure className={`flex flex-col gap-2 ${wide ? 'sm:col-span-2' : ''}`}>
      <div className="flex min-h-12 flex-wrap items-center gap-3">{children}</div>
      <figcaption className="font-mono text-xs text-ink-soft">{label}</figcaption>
    </figure>
  );
}

/** A grid of specimens; `compact` ones (buttons) sit two to a row even on a phone. */
export function SpecimenGrid({ children, compact = false }: { children: ReactNode; compact?: boolean }) {
  const columns = compact ? 'grid-cols-2 lg:grid-cols-3' : 'sm:grid-cols-2 lg:grid-cols-3';
  return <div className={`grid gap-x-8 gap-y-6 ${columns}`}>{children}</div>;
}
