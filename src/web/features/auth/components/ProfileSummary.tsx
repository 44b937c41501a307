import { fullName } from '../../../../core/auth-validation';
import type { Me } from '../../session';

const AGREEMENT_NAMES = {
  standard: 'Backdrop license agreement',
  custom: "Studio's own agreement",
} as const;

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** "March 4, 2026", or the raw value if it is not a date. */
export function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

/** Who the person is: name, e-mail and the agreement they accepted at sign-up (spec §7). */
export function ProfileSummary({ me }: { me: Me }) {
  const { profile } = me;
  const name = fullName(profile?.first_name, profile?.last_name) || me.user.name || '—';
  const agreement = profile?.agreement_type ? AGREEMENT_NAMES[profile.agreement_type] : null;
  return (
    <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm font-medium text-ink-soft">Name</dt>
      <dd className="text-ink">{name}</dd>
      <dt className="text-sm font-medium text-ink-soft">Email</dt>
      <dd className="break-all text-ink">{me.user.email}</dd>
      <dt className="text-sm font-medium text-ink-soft">Agreement</dt>
      <dd className="text-ink">
        {agreement && profile?.agreement_accepted ? (
          <>
            <span className="block">{agreement}</span>
            {profile.agreement_date && (
              <span className="block text-sm text-ink-soft">
                Accepted on {formatDate(profile.agreement_date)}
              </span>
            )}
          </>
        ) : (
          'No agreement on file'
        )}
      </dd>
    </dl>
  );
}
