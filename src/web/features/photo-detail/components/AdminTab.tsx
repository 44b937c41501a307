import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UNPROCESSED_POLL_MS } from '../../../../core/analytics-rules';
import { formatUsd } from '../../../../core/pricing';
import { Checkbox } from '../../../components/Checkbox';
import { ErrorState } from '../../../components/ErrorState';
import { PageState } from '../../../components/PageState';
import { Spinner } from '../../../components/Spinner';
import { errorDescription, notify } from '../../../components/Toast';
import { type PhotoAdminView, type PhotoFlags, photoAdminQueryOptions, savePhotoFlags } from '../api';
import { updateFailureMessage } from '../update-failure';

const FLAG_LABELS: Record<keyof PhotoFlags, string> = {
  photoshop: 'Photoshopped',
  info_missing: 'Information missing',
  missing_faces: 'Faces missing',
};

const count = new Intl.NumberFormat('en-US');
const when = (value: string | null) =>
  value ? new Date(value).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : 'Never';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-white p-4 ring-1 ring-rule">
      <dt className="text-xs uppercase tracking-wide text-ink-soft">{label}</dt>
      <dd className="mt-1 font-display text-2xl text-ink">{value}</dd>
    </div>
  );
}

/** spec §2 Admin tab: click analytics, the sales overview, and the flags, each saved at once. */
export function AdminTab({ photoKey }: { photoKey: string }) {
  const queryClient = useQueryClient();
  // spec §7: the processing queue is polled every 5 s while the tab is shown (it unmounts when
  // another tab is chosen; TanStack Query pauses polling in a hidden browser tab).
  const admin = useQuery({ ...photoAdminQueryOptions(photoKey), refetchInterval: UNPROCESSED_POLL_MS });
  const save = useMutation({
    // A poll answered after the save would put the old flags back until the next one.
    onMutate: () => queryClient.cancelQueries({ queryKey: photoAdminQueryOptions(photoKey).queryKey }),
    mutationFn: (flags: PhotoFlags) => savePhotoFlags(photoKey, flags),
    onSuccess: (flags) => {
      queryClient.setQueryData<PhotoAdminView>(photoAdminQueryOptions(photoKey).queryKey, (old) =>
        old ? { ...old, flags } : old,
      );
      notify.success('Photo updated', 'Changes saved successfully');
    },
    onError: (error) => notify.error('Update failed', updateFailureMessage(error)),
  });
  return (
    <PageState
      query={admin}
      loading={<Spinner label="Loading photo insights" />}
      error={(retry, error) => (
        <ErrorState title="Could not load the admin view" onRetry={retry}>
          {errorDescription(error)}
        </ErrorState>
      )}
    >
      {({ flags, analytics, sales }) => (
        <div className="space-y-8">
          <section aria-labelledby="admin-analytics">
            <h3 id="admin-analytics" className="font-display text-xl text-ink">
              Analytics
            </h3>
            <dl className="mt-3 grid gap-3 sm:grid-cols-4">
              <Figure label="Processed clicks" value={count.format(analytics.total_clicks)} />
              <Figure label="Processing queue" value={count.format(analytics.queued_clicks)} />
              <Figure label="Unique users" value={count.format(analytics.unique_users)} />
              <Figure label="Last clicked" value={when(analytics.last_clicked_at)} />
            </dl>
          </section>
          <section aria-labelledby="admin-sales">
            <h3 id="admin-sales" className="font-display text-xl text-ink">
              Sales overview
            </h3>
            <dl className="mt-3 grid gap-3 sm:grid-cols-4">
              <Figure label="Total sales" value={count.format(sales.total_sales)} />
              <Figure label="Revenue" value={formatUsd(sales.revenue_cents)} />
              <Figure label="Last sale" value={when(sales.last_sale_at)} />
              <Figure
                label="Average price"
                value={sales.average_price_cents === null ? '—' : formatUsd(sales.average_price_cents)}
              />
            </dl>
          </section>
          <section aria-labelledby="admin-flags">
            <h3 id="admin-flags" className="font-display text-xl text-ink">
              Flags
            </h3>
            <p className="mt-1 text-sm text-ink-soft">Each change is saved as soon as you make it.</p>
            <div className="mt-3 space-y-2">
              {(Object.keys(FLAG_LABELS) as (keyof PhotoFlags)[]).map((flag) => (
                <Checkbox
                  key={flag}
                  label={FLAG_LABELS[flag]}
                  checked={save.isPending && save.variables ? save.variables[flag] : flags[flag]}
                  disabled={save.isPending}
                  onCheckedChange={(on) => save.mutate({ ...flags, [flag]: on === true })}
                />
              ))}
            </div>
          </section>
        </div>
      )}
    </PageState>
  );
}
