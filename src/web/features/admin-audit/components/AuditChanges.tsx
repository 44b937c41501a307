import { isRecord } from '../../../api';

/** A value as an admin reads it: text as it is, nothing as "—", the rest as compact JSON. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** The fields whose value differs between the two states (all of them for a creation or a deletion). */
export function changedFields(
  before: unknown,
  after: unknown,
): { field: string; from: string; to: string }[] {
  const was = isRecord(before) ? before : {};
  const is = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  return fields
    .filter((field) => JSON.stringify(was[field]) !== JSON.stringify(is[field]))
    .map((field) => ({ field, from: shown(was[field]), to: shown(is[field]) }));
}

/** What one change did to a record, field by field: "name: Xmas 1975 → Christmas 1975". */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const changes = changedFields(before, after);
  if (changes.length === 0) return null;
  return (
    <dl className="mt-1 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-xs text-ink-soft">
      {changes.map((change) => (
        <div key={change.field} className="contents">
          <dt className="font-medium text-ink">{change.field}</dt>
          <dd className="break-words">
            <del className="decoration-ink-soft/60">{change.from}</del> <span aria-hidden="true">→</span>
            <span className="sr-only">changed to</span> <ins className="no-underline">{change.to}</ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}
