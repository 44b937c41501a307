import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { type AgreementType, checkSignup, fullName } from '../../../../core/auth-validation';
import { paths } from '../../../../core/paths';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/Field';
import { FormAlert } from '../../../components/FormAlert';
import { authClient, captchaHeaders } from '../auth-client';
import { loginFailure } from '../auth-errors';
import { CheckEmailNotice, EmailField } from './form';
import { HumanCheck } from './HumanCheck';
import { useVerifiedSubmit } from './use-verified-submit';

/** spec §2: the two agreements; ticking one unticks the other. */
export const AGREEMENTS: readonly { type: AgreementType; label: string }[] = [
  { type: 'standard', label: 'I agree to the Backdrop license agreement' },
  { type: 'custom', label: 'My studio has its own agreement' },
];

interface SignupFormProps {
  returnTo: string;
  onSignIn: () => void;
}

/**
 * spec §2 sign-up tab. An account is made by the same one-time link as sign-in; the link carries
 * the name and the agreement into the new profile (spec §7).
 */
export function SignupForm({ returnTo, onSignIn }: SignupFormProps) {
  const [agreement, setAgreement] = useState<AgreementType | null>(null);
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const verified = useVerifiedSubmit();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const fieldsId = useId();

  const reset = () => {
    setAgreement(null);
    setFirstName('');
    setLastName('');
    setEmail('');
    setError(null);
    setSentTo(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = checkSignup({
      agreement,
      firstName,
      lastName,
      email,
      hasVerificationToken: verified.hasToken,
    });
    if (problem?.kind === 'field') {
      setError(problem.message);
      return;
    }
    if (agreement === null) return;
    setError(null);
    await verified.run(async (token) => {
      const address = email.trim();
      const first = firstName.trim();
      const last = lastName.trim();
      const { error: failure } = await authClient.signIn.magicLink(
        {
          email: address,
          name: fullName(first, last),
          // A new account comes back where the guest was going, as a sign-in does (spec §2).
          callbackURL: returnTo,
          newUserCallbackURL: returnTo,
          errorCallbackURL: paths.auth.href({ mode: 'login' }),
          metadata: {
            first_name: first,
            ...(last ? { last_name: last } : {}),
            agreement_type: agreement,
            agreement_accepted: true,
            agreement_date: new Date().toISOString(),
          },
        },
        captchaHeaders(token),
      );
      if (failure) {
        const result = loginFailure(failure);
        if (result.kind === 'verification') verified.requireVerification();
        else setError(result.message);
      } else {
        toast.success('Account created! Please confirm your email');
        setSentTo(address);
      }
    });
  };

  if (sentTo !== null) {
    return (
      <CheckEmailNotice actionLabel="Create Another Account" onAction={reset}>
        <p>
          We sent a confirmation link to <strong className="text-ink">{sentTo}</strong>. Click it to finish
          creating your account; it works once and expires in 10 minutes.
        </p>
      </CheckEmailNotice>
    );
  }

  return (
    <div className="space-y-6">
      <form noValidate onSubmit={submit} className="space-y-4">
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-ink">Choose your agreement</legend>
          {AGREEMENTS.map((option) => (
            <label
              key={option.type}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-rule bg-white px-3.5 py-3 text-sm text-ink has-checked:border-sepia has-checked:bg-sepia-light/15"
            >
              <input
                type="checkbox"
                className="mt-0.5 size-4 accent-sepia"
                checked={agreement === option.type}
                aria-controls={fieldsId}
                onChange={(event) => {
                  setAgreement(event.target.checked ? option.type : null);
                  setError(null);
                }}
              />
              {option.label}
            </label>
          ))}
          <p className="text-xs text-ink-soft">
            Read the{' '}
            <Button asChild variant="link">
              <Link to={paths.license.path}>Backdrop license agreement</Link>
            </Button>
            .
          </p>
        </fieldset>
        <div id={fieldsId} className="space-y-4">
          {agreement !== null && (
            <>
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label="First name"
                  autoComplete="given-name"
                  value={firstName}
                  onValueChange={setFirstName}
                />
                <TextField
                  label="Last name (optional)"
                  autoComplete="family-name"
                  value={lastName}
                  onValueChange={setLastName}
                />
              </div>
              <EmailField value={email} onValueChange={setEmail} />
            </>
          )}
        </div>
        <HumanCheck key={verified.widgetKey} {...verified.check} />
        {error && <FormAlert>{error}</FormAlert>}
        <Button type="submit" size="lg" block loading={verified.pending}>
          Sign up
        </Button>
      </form>
      <p className="text-center text-sm text-ink-soft">
        Already have an account?{' '}
        <Button variant="link" onClick={onSignIn}>
          Sign in
        </Button>
      </p>
    </div>
  );
}
