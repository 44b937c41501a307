import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from '../../../core/zod';
import { ApiError } from '../../api';
import { Button } from '../../components/Button';
import { Dialog, DialogClose } from '../../components/Dialog';
import { ErrorState } from '../../components/ErrorState';
import { TextField } from '../../components/Field';
import { FormAlert } from '../../components/FormAlert';
import { useFormErrors } from '../../components/form-errors';
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

/**
 * The password form's checks, one problem at a time in the order the fields are read (the
 * current password, then the new one, then its repetition). Without a password yet, there is
 * no current one to ask for.
 */
function passwordSchema(hasPassword: boolean) {
  return z
    .object({ current_password: z.string(), new_password: z.string(), again: z.string() })
    .superRefine(({ current_password, new_password, again }, context) => {
      const problem = (path: 'current_password' | 'new_password' | 'again', message: string) =>
        context.addIssue({ code: 'custom', path: [path], message });
      if (hasPassword && current_password === '') problem('current_password', 'Enter your current password');
      else if (new_password.length < PASSWORD_MIN)
        problem('new_password', `Password must be at least ${PASSWORD_MIN} characters`);
      else if (new_password !== again) problem('again', 'The two passwords are not the same');
    });
}

const PASSWORD_FIELDS = ['current_password', 'new_password', 'again'] as const;
const NO_PASSWORDS = { current_password: '', new_password: '', again: '' };

function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  // Checked on saving; a message stays until the next try.
  const form = useForm({
    resolver: zodResolver(passwordSchema(hasPassword)),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: NO_PASSWORDS,
  });
  const { focusFirstError, showServerErrors } = useFormErrors(form, PASSWORD_FIELDS);
  const save = useSavePassword();

  const submit = form.handleSubmit(({ current_password, new_password }) => {
    save.mutate(
      { ...(hasPassword ? { current_password } : {}), new_password },
      {
        onSuccess: () => form.reset(NO_PASSWORDS),
        onError: (error) => {
          if (error instanceof ApiError && error.fields)
            showServerErrors(PASSWORD_FIELDS.map((field) => [field, error.fields?.[field]] as const));
        },
      },
    );
  }, focusFirstError);
  const general =
    save.error && !(save.error instanceof ApiError && save.error.fields) ? save.error.message : null;
  const password = (
    name: (typeof PASSWORD_FIELDS)[number],
    props: { label: string; autoComplete: string; hint?: string },
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          ref={field.ref}
          type="password"
          value={field.value}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-ink-soft">
        {hasPassword
          ? 'Changing your password signs out every other browser signed in to your account.'
          : 'You sign in with a link sent to your e-mail. Set a password to sign in without waiting for a mail.'}
      </p>
      {hasPassword &&
        password('current_password', { label: 'Current password', autoComplete: 'current-password' })}
      <div className="grid gap-4 sm:grid-cols-2">
        {password('new_password', {
          label: 'New password',
          autoComplete: 'new-password',
          hint: `At least ${PASSWORD_MIN} characters`,
        })}
        {password('again', { label: 'New password again', autoComplete: 'new-password' })}
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
