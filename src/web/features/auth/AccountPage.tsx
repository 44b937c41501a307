import { type FormEvent, type ReactNode, useState } from 'react';
import { ApiError } from '../../api';
import { Button } from '../../components/Button';
import { Dialog, DialogClose } from '../../components/Dialog';
import { ErrorState } from '../../components/ErrorState';
import { TextField } from '../../components/Field';
import { FormAlert } from '../../components/FormAlert';
import { PageState } from '../../components/PageState';
import { Skeleton } from '../../components/Skeleton';
import { useDocumentTitle } from '../../components/use-document-title';
import { useAccount, useCloseAccount, useSavePassword, useSignOutEverywhere } from './api/account-settings';

/** better-auth's own bounds (auth.ts: minPasswordLength 8; it refuses more than 128). */
const PASSWORD_MIN = 8;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 ring-1 ring-rule sm:p-6">
      <h2 id={id} className="mb-4 font-display text-2xl text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A field's message from a 400 answer (the server names the field), else null. */
function fieldError(error: unknown, field: string): string | null {
  return error instanceof ApiError ? (error.fields?.[field] ?? null) : null;
}

function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [again, setAgain] = useState('');
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const save = useSavePassword();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (hasPassword && current === '')
      return setProblem({ field: 'current_password', message: 'Enter your current password' });
    if (next.length < PASSWORD_MIN)
      return setProblem({
        field: 'new_password',
        message: `Password must be at least ${PASSWORD_MIN} characters`,
      });
    if (next !== again) return setProblem({ field: 'again', message: 'The two passwords are not the same' });
    setProblem(null);
    save.mutate(
      { ...(hasPassword ? { current_password: current } : {}), new_password: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setAgain('');
        },
      },
    );
  };
  const errorFor = (field: string) =>
    problem?.field === field ? problem.message : (fieldError(save.error, field) ?? undefined);
  const general =
    save.error && !(save.error instanceof ApiError && save.error.fields) ? save.error.message : null;

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-ink-soft">
        {hasPassword
          ? 'Changing your password signs out every other browser signed in to your account.'
          : 'You sign in with a link sent to your e-mail. Set a password to sign in without waiting for a mail.'}
      </p>
      {hasPassword && (
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={current}
          onValueChange={setCurrent}
          error={errorFor('current_password')}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN} characters`}
          value={next}
          onValueChange={setNext}
          error={errorFor('new_password')}
        />
        <TextField
          label="New password again"
          type="password"
          autoComplete="new-password"
          value={again}
          onValueChange={setAgain}
          error={errorFor('again')}
        />
      </div>
      {general && <FormAlert>{general}</FormAlert>}
      <Button type="submit" loading={save.isPending}>
        {hasPassword ? 'Change password' : 'Set password'}
      </Button>
    </form>
  );
}

function SignOutEverywhere({ sessionCount }: { sessionCount: number }) {
  const [open, setOpen] = useState(false);
  const signOut = useSignOutEverywhere();
  const browsers = sessionCount === 1 ? 'one browser' : `${sessionCount} browsers`;
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <p className="text-sm text-ink">Your account is signed in on {browsers}, this one included.</p>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        trigger={<Button variant="secondary">Sign out everywhere</Button>}
        title="Sign out everywhere?"
        description="Every browser signed in to your account, this one included, will have to sign in again."
        size="sm"
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary">Stay signed in</Button>
            </DialogClose>
            <Button loading={signOut.isPending} onClick={() => signOut.mutate()}>
              Sign out everywhere
            </Button>
          </>
        }
      />
    </div>
  );
}

function CloseAccount({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const close = useCloseAccount();
  const matches = typed.trim().toLowerCase() === email.toLowerCase();
  return (
    <div className="space-y-3">
      <p className="text-sm text-ink">
        Closing your account deletes your profile, cart, wishlists and their share links, projects and
        companies. It cannot be undone.
      </p>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setTyped('');
        }}
        trigger={<Button variant="danger">Close my account</Button>}
        title="Close your account?"
        description="Everything in your account is deleted for good. Type your e-mail address to confirm."
        size="sm"
        footer={
          <>
            <DialogClose asChild>
              <Button variant="secondary">Keep my account</Button>
            </DialogClose>
            <Button
              variant="danger"
              disabled={!matches}
              loading={close.isPending}
              onClick={() => close.mutate(typed)}
            >
              Close my account
            </Button>
          </>
        }
      >
        <TextField
          label="E-mail address"
          type="email"
          autoComplete="off"
          value={typed}
          onValueChange={setTyped}
          error={close.error ? close.error.message : undefined}
        />
      </Dialog>
    </div>
  );
}

/** /account (signed in only): the sign-in e-mail, the password, sessions, and closing the account. */
export function AccountPage() {
  useDocumentTitle('Your account');
  const account = useAccount();
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <h1 className="font-display text-4xl text-ink">Your account</h1>
      <PageState
        query={account}
        loading={
          <div role="status" aria-label="Loading your account" className="space-y-4">
            <Skeleton className="block h-32 w-full" />
            <Skeleton className="block h-48 w-full" />
          </div>
        }
        error={(retry) => <ErrorState title="Your account could not be loaded" onRetry={retry} />}
      >
        {(data) => (
          <>
            <Section id="email-heading" title="Sign-in e-mail">
              <p className="text-ink">{data.email}</p>
              <p className="mt-1 text-sm text-ink-soft">
                Sign-in links and receipts go to this address. To change it, write to us through the contact
                page.
              </p>
            </Section>
            <Section id="password-heading" title="Password">
              <PasswordForm hasPassword={data.has_password} />
            </Section>
            <Section id="sessions-heading" title="Signed-in browsers">
              <SignOutEverywhere sessionCount={data.session_count} />
            </Section>
            <Section id="close-heading" title="Close account">
              <CloseAccount email={data.email} />
            </Section>
          </>
        )}
      </PageState>
    </div>
  );
}
