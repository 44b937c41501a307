import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { checkNewPassword, MIN_PASSWORD_LENGTH } from '../../../core/auth-validation';
import { paths } from '../../../core/paths';
import { Button } from '../../components/Button';
import { TextField } from '../../components/Field';
import { FormAlert } from '../../components/FormAlert';
import { useDocumentTitle } from '../../components/use-document-title';
import { authClient } from './auth-client';
import { AUTH_TOASTS } from './auth-errors';

const requestNewLinkHref = paths.auth.href({ mode: 'forgot-password' });

/**
 * /reset-password and /auth/reset-password (legacy users): the reset e-mail's link lands here with
 * `?token=`, or with `?error=INVALID_TOKEN` when the link was used or has expired.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkError = params.get('error');
  useDocumentTitle('Choose a new password');

  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-2xl border border-rule bg-paper p-6 shadow-xl shadow-ink/5 sm:p-8">
        <h1 className="text-center font-display text-3xl text-ink">Choose a new password</h1>
        {token && !linkError ? <NewPasswordForm token={token} /> : <InvalidLink />}
      </div>
    </div>
  );
}

function InvalidLink() {
  return (
    <div role="alert" className="mt-6 space-y-4 text-center">
      <p className="text-ink-soft">
        This password reset link is invalid or has expired. Reset links work once and for one hour.
      </p>
      <Button asChild size="lg" block>
        <Link to={requestNewLinkHref}>Request a new reset link</Link>
      </Button>
    </div>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = checkNewPassword(password, confirmation);
    setError(problem);
    if (problem) return;
    setPending(true);
    try {
      const { error: failure } = await authClient.resetPassword({ newPassword: password, token });
      if (failure) {
        toast.error('Reset failed', { description: failure.message || AUTH_TOASTS.unexpected.description });
        // An unusable token will not start working: offer a new link instead of the form.
        if (failure.code === 'INVALID_TOKEN') setFailed(true);
        return;
      }
      toast.success('Password updated', { description: 'You can now sign in with your new password.' });
      await navigate(paths.auth.href({ mode: 'login' }), { replace: true });
    } catch {
      toast.error(AUTH_TOASTS.unexpected.title, { description: AUTH_TOASTS.unexpected.description });
    } finally {
      setPending(false);
    }
  };

  if (failed) return <InvalidLink />;
  return (
    <form noValidate onSubmit={submit} className="mt-6 space-y-4">
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        minLength={MIN_PASSWORD_LENGTH}
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        value={password}
        onValueChange={setPassword}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onValueChange={setConfirmation}
      />
      {error && <FormAlert>{error}</FormAlert>}
      <Button type="submit" size="lg" block loading={pending}>
        Set new password
      </Button>
    </form>
  );
}
