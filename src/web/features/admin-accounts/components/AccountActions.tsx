import { useState } from 'react';
import type { AdminAccount } from '../../../../core/admin-accounts';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { notify } from '../../../components/Toast';
import { useSetRole, useUnban } from '../api/accounts-api';
import { BanDialog } from './BanDialog';

type Pending = 'grant' | 'revoke' | 'ban' | 'unban' | null;

/**
 * A row's actions: grant or revoke admin, ban or unban, each confirmed with what it changes. The
 * signed-in admin sees none on their own row (they cannot revoke or ban themselves).
 */
export function AccountActions({ account, isSelf }: { account: AdminAccount; isSelf: boolean }) {
  const [pending, setPending] = useState<Pending>(null);
  const setRole = useSetRole();
  const unban = useUnban();
  if (isSelf) return <span className="text-ink-soft">You</span>;
  const admin = account.role === 'admin';
  const close = () => setPending(null);
  return (
    <div className="flex min-w-max gap-2">
      {!account.banned && (
        <Button size="sm" variant="secondary" onClick={() => setPending(admin ? 'revoke' : 'grant')}>
          {admin ? 'Revoke admin' : 'Make admin'}
          <span className="sr-only"> for {account.email}</span>
        </Button>
      )}
      {!admin && (
        <Button size="sm" variant="secondary" onClick={() => setPending(account.banned ? 'unban' : 'ban')}>
          {account.banned ? 'Unban' : 'Ban'}
          <span className="sr-only"> {account.email}</span>
        </Button>
      )}
      <ConfirmDialog
        open={pending === 'grant'}
        onClose={close}
        title={`Make ${account.email} an admin?`}
        confirmLabel="Make admin"
        tone="primary"
        onConfirm={async () => {
          await setRole.mutateAsync({ id: account.id, role: 'admin' });
          notify.success('Admin granted', `${account.email} can use the back office now.`);
        }}
      >
        <p>
          {account.email} can then see every order, account and payment, change the catalogue and the site,
          and grant or revoke admin. The change is written to the audit log.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={pending === 'revoke'}
        onClose={close}
        title={`Revoke admin from ${account.email}?`}
        confirmLabel="Revoke admin"
        onConfirm={async () => {
          await setRole.mutateAsync({ id: account.id, role: 'user' });
          notify.success('Admin revoked', `${account.email} is a buyer again.`);
        }}
      >
        <p>
          {account.email} loses the back office at their next click; their account, orders and licences stay.
          The last admin is never revoked.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={pending === 'unban'}
        onClose={close}
        title={`Unban ${account.email}?`}
        confirmLabel="Unban"
        tone="primary"
        onConfirm={async () => {
          await unban.mutateAsync({ id: account.id });
          notify.success('Account unbanned', `${account.email} can sign in again.`);
        }}
      >
        <p>
          {account.email} can sign in again.
          {account.ban_reason ? ` They were banned for: “${account.ban_reason}”.` : ''}
        </p>
      </ConfirmDialog>
      <BanDialog account={pending === 'ban' ? account : null} onClose={close} />
    </div>
  );
}
