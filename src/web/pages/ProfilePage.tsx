import { LogOut } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/Tabs';
import { useDocumentTitle } from '../components/use-document-title';
import { ProfileForm, ProfileSummary, useSignOut } from '../features/auth';
import { CompaniesPanel, ProjectsPanel, WishlistsList } from '../features/collecting';
import { type Me, useAuthState } from '../features/session';

/** The tabs, in order; `?tab=` names one (spec §2: /profile?tab=wishlists shows the wishlists). */
const TABS = [
  { value: 'profile', label: 'Profile', title: 'Your profile' },
  { value: 'wishlists', label: 'Wishlists', title: 'Your wishlists' },
  { value: 'projects', label: 'Projects', title: 'Your projects' },
  { value: 'companies', label: 'Companies', title: 'Your companies' },
] as const;

type Tab = (typeof TABS)[number]['value'];

/** An unknown or missing `tab` shows the profile. */
function tabOf(value: string | null): Tab {
  return TABS.find((tab) => tab.value === value)?.value ?? 'profile';
}

function ProfileTab({ me }: { me: Me }) {
  return (
    <div className="space-y-10">
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
  );
}

/**
 * /profile (signed in only, under RequireUser). A page composes features: the account from the
 * auth feature; wishlists, projects and companies from the collecting feature, one tab each,
 * kept in `?tab=` so a link (the header's "Wishlists") opens the right one.
 */
export function ProfilePage() {
  const auth = useAuthState();
  const signOut = useSignOut();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  useDocumentTitle(TABS.find((entry) => entry.value === tab)?.title ?? 'Your profile');
  if (auth.status !== 'signed-in') return null;
  const { me } = auth;

  const choose = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === 'profile') next.delete('tab');
    else next.set('tab', value);
    // Switching tabs is not a new page: Back leaves the profile rather than stepping through tabs.
    setParams(next, { replace: true });
  };

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
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
      <Tabs value={tab} onValueChange={choose} className="mt-8">
        <TabsList label="Profile sections">
          {TABS.map((entry) => (
            <TabsTrigger key={entry.value} value={entry.value}>
              {entry.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="profile" className="pt-8">
          <ProfileTab me={me} />
        </TabsContent>
        <TabsContent value="wishlists" className="pt-8">
          <WishlistsList />
        </TabsContent>
        <TabsContent value="projects" className="pt-8">
          <ProjectsPanel />
        </TabsContent>
        <TabsContent value="companies" className="pt-8">
          <CompaniesPanel />
        </TabsContent>
      </Tabs>
    </div>
  );
}
