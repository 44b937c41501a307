import { LogOut } from 'lucide-react';
import { useDocumentTitle } from '../components/use-document-title';
import { useSignOut } from '../features/auth/api/sign-out';
import { ProfileForm } from '../features/auth/components/ProfileForm';
import { ProfileSummary } from '../features/auth/components/ProfileSummary';
import { useAuthState } from '../session/get-me';

/**
 * /profile (signed in only, under RequireUser). A page composes features: the Wishlists tab
 * (`?tab=wishlists`, spec §2) joins the tab list with the wishlists feature; until then every
 * `tab` value shows the profile.
 */
export function ProfilePage() {
  const auth = useAuthState();
  const signOut = useSignOut();
  useDocumentTitle('Your profile');
  if (auth.status !== 'signed-in') return null;
  const { me } = auth;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="font-display text-4xl text-ink">Your profile</h1>
        <button
          type="button"
          onClick={() => signOut.mutate()}
          disabled={signOut.isPending}
          className="inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-medium text-ink ring-1 ring-rule transition-colors hover:bg-paper-deep"
        >
          <LogOut aria-hidden="true" className="size-4" />
          Log out
        </button>
      </div>
      <div role="tablist" aria-label="Profile sections" className="mt-8 flex gap-1 border-b border-rule">
        <span
          role="tab"
          id="profile-tab"
          aria-selected="true"
          aria-controls="profile-panel"
          tabIndex={0}
          className="-mb-px border-b-2 border-sepia px-4 py-2 text-sm font-medium text-ink"
        >
          Profile
        </span>
      </div>
      <div role="tabpanel" id="profile-panel" aria-labelledby="profile-tab" className="space-y-10 pt-8">
        <section aria-labelledby="account-heading">
          <h2 id="account-heading" className="mb-4 font-display text-2xl text-ink">
            Account
          </h2>
          <ProfileSummary me={me} />
        </section>
        <section aria-labelledby="edit-heading">
          <h2 id="edit-heading" className="mb-4 font-display text-2xl text-ink">
            Edit your name
          </h2>
          {/* Keyed by the row's version so a saved change elsewhere refills the fields. */}
          <ProfileForm key={me.profile?.updated_at ?? 'none'} profile={me.profile} />
        </section>
      </div>
    </div>
  );
}
