import { useQuery } from '@tanstack/react-query';
import type { PhotoDetailRow } from '../../../../core/photo-row';
import { Pill } from '../../../components/Pill';
import { track } from '../../analytics';
import { originalFactsQueryOptions } from '../api';
import { type DetailSection, detailSections } from '../detail-links';

/**
 * The Photo details tab of `photo`. A photo whose original was never made has no byte size yet:
 * the tab asks the server to measure the original (issue 22) and shows "Measuring…" meanwhile.
 */
export function PhotoDetailsTab({
  photo,
  photoKey,
  events,
  clearance,
}: {
  photo: PhotoDetailRow;
  photoKey: string;
  events: readonly { id: string; name: string }[];
  /** The clearance summary of a cleared photo (issue 26); absent otherwise. */
  clearance?: string | null;
}) {
  const unmeasured = photo.file_size === null;
  const facts = useQuery({ ...originalFactsQueryOptions(photoKey), enabled: unmeasured });
  const measured = facts.data ? { ...photo, ...facts.data } : photo;
  return (
    <>
      <DetailsTab sections={detailSections(measured, events, { measuring: unmeasured && facts.isPending })} />
      {clearance && <ClearanceBlock summary={clearance} />}
    </>
  );
}

/** What a buyer's clearance department needs to know: rights, releases and excluded uses. */
function ClearanceBlock({ summary }: { summary: string }) {
  return (
    <section aria-labelledby="details-clearance" className="mt-8 max-w-3xl">
      <h3 id="details-clearance" className="font-display text-xl text-ink">
        Clearance
      </h3>
      <p className="mt-3 text-ink text-sm" data-testid="clearance-summary">
        {summary}
      </p>
    </section>
  );
}

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
                      <Pill
                        key={value.label}
                        to={value.href}
                        onClick={value.click ? () => value.click && track(value.click) : undefined}
                      >
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
