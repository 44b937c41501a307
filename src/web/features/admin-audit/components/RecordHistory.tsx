import { Link } from 'react-router';
import type { AuditedEntity } from '../../../../core/admin-lists';
import { paths } from '../../../../core/paths';
import { Skeleton } from '../../../components/Skeleton';
import { formatDateTime } from '../../orders';
import { useAudit } from '../api/get-audit';
import { AuditChanges } from './AuditChanges';

const SHOWN = 10;

interface RecordHistoryProps {
  entityType: AuditedEntity;
  entityId: string;
  /** The heading's level in the page it sits in. */
  headingLevel?: 2 | 3;
}

/** A record's own history (issue 25): the last changes made to it, with a link to all of them. */
export function RecordHistory({ entityType, entityId, headingLevel = 2 }: RecordHistoryProps) {
  const history = useAudit({ entity_type: entityType, entity_id: entityId, limit: String(SHOWN) });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={`history-${entityId}`} className="rounded-2xl bg-white p-4 ring-1 ring-rule">
      <Heading id={`history-${entityId}`} className="font-display text-xl text-ink">
        History
      </Heading>
      {history.isPending ? (
        <div role="status" aria-label="Loading the history" className="mt-3 space-y-2">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ) : history.isError ? (
        <p className="mt-3 text-sm text-ink-soft">The history could not be loaded.</p>
      ) : history.data.items.length === 0 ? (
        <p className="mt-3 text-sm text-ink-soft">No changes recorded yet.</p>
      ) : (
        <>
          <ol className="mt-3 space-y-3">
            {history.data.items.map((entry) => (
              <li key={entry.id} className="text-sm">
                <p className="text-ink">{entry.summary}</p>
                <p className="text-xs text-ink-soft">
                  {entry.actor_email} ·{' '}
                  <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
                </p>
                <AuditChanges before={entry.before} after={entry.after} />
              </li>
            ))}
          </ol>
          {history.data.total > SHOWN && (
            <Link
              to={paths.adminAudit.href({ entity_type: entityType, entity_id: entityId })}
              className="mt-3 inline-block text-sm text-sepia underline-offset-4 hover:underline"
            >
              All {history.data.total} changes
            </Link>
          )}
        </>
      )}
    </section>
  );
}
