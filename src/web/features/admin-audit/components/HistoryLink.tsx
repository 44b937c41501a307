import { History } from 'lucide-react';
import { Link } from 'react-router';
import type { AuditedEntity } from '../../../../core/admin-lists';
import { paths } from '../../../../core/paths';
import { buttonClass } from '../../../components/Button';

/** A row's way to its own changes in the audit log, for records without a page of their own. */
export function HistoryLink({
  entityType,
  entityId,
  name,
}: {
  entityType: AuditedEntity;
  entityId: string;
  name: string;
}) {
  return (
    <Link
      to={paths.adminAudit.href({ entity_type: entityType, entity_id: entityId })}
      className={buttonClass({ variant: 'ghost', size: 'sm' })}
    >
      <History aria-hidden="true" className="size-4" />
      History<span className="sr-only"> of {name}</span>
    </Link>
  );
}
