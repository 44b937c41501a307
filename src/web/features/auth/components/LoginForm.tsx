import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { checkLogin } from '../../../../core/auth-validation';
import { paths } from '../../../../core/paths';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/Field';
import { FormAlert } from '../../../components/FormAlert';
import { useFocusRequest } from '../../../components/use-focus-request';
import { refreshMe } from '../../session';
import { authClient, captchaHeaders } from '../auth-client';
import { loginFailure } from '../auth-errors';
import { CheckEmailNotice, EmailField } from './form';
import { GoogleButton } from './GoogleButton';
import { HumanCheck } from './HumanCheck';
import { useVerifiedSubmit } from './use-verified-submit';

interface LoginFormProps {
  /** Where the person goes after signing in (spec §2). */
  returnTo: string;
  /** A message from a failed link or Google sign-in (the `error` of the callback URL). */
  initialError: string | null;
  onForgotPassword: () => void;
  onSignUp: () => void;
}

/** The field a message is about, which is marked invalid, described by it and focused. */
type FaultyField = 'email' | 'password' | null;

type Outcome = { kind: 'form' } | { kind: 'link-sent'; email: string } | { kind: 'legacy'; message: string };

/** spec §2 login tab: a one-time link by default, a password on request, verification, Google. */
export function LoginForm({ returnTo, initialError, onForgotPassword, onSignUp }: LoginFormProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [usePassword, setUsePassword] = useState(false);
  const [error, setError] = useState<string | null>(initialError);
  const [faulty, setFaulty] = useState<FaultyField>(null);
  const errorId = useId();
  const emailFocus = useFocusRequest<HTMLInputElement>();
  const passwordFocus = useFocusRequest<HTMLInputElement>();
  const verified = useVerifiedSubmit();
  const fail = (message: string, field: FaultyField) => {
    setError(message);
    setFaulty(field);
    if (field === 'email') emailFocus.request();
    if (field === 'password') passwordFocus.request();
  };
  const faultOf = (field: Exclude<FaultyField, null>) =>
    error !== null && faulty === field ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'form' });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = checkLogin({ email, password, usePassword, hasVerificationToken: verified.hasToken });
    if (problem?.kind === 'field') {
      // The address first (missing or malformed), else the missing password.
      const passwordMissing = usePassword && email.trim() !== '' && password === '';
      fail(problem.message, passwordMissing ? 'password' : 'email');
      return;
    }
    setError(null);
    setFaulty(null);
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
        else if (result.kind === 'verification') verified.requireVerification();
        // A refused password: it is the field to fix (issue 23); a link's failure is about the form.
        else fail(result.message, usePassword ? 'password' : null);
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
        <EmailField value={email} onValueChange={setEmail} ref={emailFocus.ref} {...faultOf('email')} />
        {usePassword && (
          <TextField
            ref={passwordFocus.ref}
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onValueChange={setPassword}
            {...faultOf('password')}
          />
        )}
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <Button
            variant="link"
            onClick={() => {
              // The password field appears above the toggle: focus goes into it, not past it.
              if (!usePassword) passwordFocus.request();
              setUsePassword((on) => !on);
              setError(null);
              setFaulty(null);
            }}
          >
            {usePassword ? 'Email me a login link instead' : 'Use password instead'}
          </Button>
          <Button variant="link" onClick={onForgotPassword}>
            Forgot password?
          </Button>
        </div>
        <HumanCheck key={verified.widgetKey} {...verified.check} />
        {error && <FormAlert id={errorId}>{error}</FormAlert>}
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
