import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { checkLogin } from '../../../../core/auth-validation';
import { paths } from '../../../../core/paths';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/Field';
import { FormAlert } from '../../../components/FormAlert';
import { refreshMe } from '../../../session/get-me';
import { authClient, captchaHeaders } from '../auth-client';
import { loginFailure } from '../auth-errors';
import { CheckEmailNotice, EmailField } from './form';
import { GoogleButton } from './GoogleButton';
import { HumanCheck } from './HumanCheck';
import { showVerificationRequired, useVerifiedSubmit } from './use-verified-submit';

interface LoginFormProps {
  /** Where the person goes after signing in (spec §2). */
  returnTo: string;
  /** A message from a failed link or Google sign-in (the `error` of the callback URL). */
  initialError: string | null;
  onForgotPassword: () => void;
  onSignUp: () => void;
}

type Outcome = { kind: 'form' } | { kind: 'link-sent'; email: string } | { kind: 'legacy'; message: string };

/** spec §2 login tab: a one-time link by default, a password on request, verification, Google. */
export function LoginForm({ returnTo, initialError, onForgotPassword, onSignUp }: LoginFormProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [usePassword, setUsePassword] = useState(false);
  const [error, setError] = useState<string | null>(initialError);
  const verified = useVerifiedSubmit();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'form' });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = checkLogin({ email, password, usePassword, hasVerificationToken: verified.hasToken });
    if (problem?.kind === 'field') {
      setError(problem.message);
      return;
    }
    setError(null);
    await verified.run(async (token) => {
      const address = email.trim();
      // No callbackURL for passwords: better-auth's client would reload the page to it, losing the toast.
      const { error: failure } = usePassword
        ? await authClient.signIn.email({ email: address, password }, captchaHeaders(token))
        : await authClient.signIn.magicLink(
            { email: address, callbackURL: returnTo, errorCallbackURL: paths.auth.href({ mode: 'login' }) },
            captchaHeaders(token),
          );
      if (failure) {
        const result = loginFailure(failure);
        if (result.kind === 'legacy') setOutcome({ kind: 'legacy', message: result.message });
        else if (result.kind === 'verification') showVerificationRequired();
        else setError(result.message);
      } else if (usePassword) {
        toast.success('Welcome back!');
        await refreshMe(queryClient);
        await navigate(returnTo, { replace: true });
      } else {
        toast.success('Magic link sent!', { description: 'Check your email for a one-time login link.' });
        setOutcome({ kind: 'link-sent', email: address });
      }
    });
  };

  if (outcome.kind === 'link-sent') {
    return (
      <CheckEmailNotice actionLabel="Use a different email" onAction={() => setOutcome({ kind: 'form' })}>
        <p>
          We sent a one-time login link to <strong className="text-ink">{outcome.email}</strong>. It works
          once and expires in 10 minutes.
        </p>
      </CheckEmailNotice>
    );
  }
  if (outcome.kind === 'legacy') {
    return (
      <CheckEmailNotice actionLabel="Try Again" onAction={() => setOutcome({ kind: 'form' })}>
        <p>{outcome.message}</p>
      </CheckEmailNotice>
    );
  }

  return (
    <div className="space-y-6">
      <form noValidate onSubmit={submit} className="space-y-4">
        <EmailField value={email} onValueChange={setEmail} />
        {usePassword && (
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onValueChange={setPassword}
          />
        )}
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <Button
            variant="link"
            onClick={() => {
              setUsePassword((on) => !on);
              setError(null);
            }}
          >
            {usePassword ? 'Email me a login link instead' : 'Use password instead'}
          </Button>
          <Button variant="link" onClick={onForgotPassword}>
            Forgot password?
          </Button>
        </div>
        <HumanCheck key={verified.widgetKey} onToken={verified.onToken} />
        {error && <FormAlert>{error}</FormAlert>}
        <Button type="submit" size="lg" block loading={verified.pending}>
          {usePassword ? 'Sign in' : 'Send magic link'}
        </Button>
      </form>
      <GoogleButton returnTo={returnTo} />
      <p className="text-center text-sm text-ink-soft">
        Don't have an account?{' '}
        <Button variant="link" onClick={onSignUp}>
          Sign up
        </Button>
      </p>
    </div>
  );
}
