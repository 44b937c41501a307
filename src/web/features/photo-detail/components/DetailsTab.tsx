import { Pill } from '../../../components/Pill';
import type { DetailSection } from '../detail-links';

/** spec §2 Photo details tab: four sections, values as pills to the photos that share them. */
export function DetailsTab({ sections }: { sections: DetailSection[] }) {
  return (
    <div className="grid gap-8 md:grid-cols-2">
      {sections.map((section) => (
        <section key={section.title} aria-labelledby={`details-${section.title}`}>
          <h3 id={`details-${section.title}`} className="font-display text-xl text-ink">
            {section.title}
          </h3>
          <dl className="mt-3 space-y-2">
            {section.rows.map((row) => (
              <div key={row.name} className="grid grid-cols-[9rem_1fr] gap-3 text-sm">
                <dt className="text-ink-soft">{row.name}</dt>
                <dd className="flex flex-wrap gap-1.5">
                  {row.values.map((value) =>
                    value.href ? (
                      <Pill key={value.label} to={value.href}>
                        {value.label}
                      </Pill>
                    ) : (
                      <span key={value.label} className="text-ink">
                        {value.label}
                      </span>
                    ),
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
