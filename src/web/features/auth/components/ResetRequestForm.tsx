import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { checkResetRequest } from '../../../../core/auth-validation';
import { paths } from '../../../../core/paths';
import { Button } from '../../../components/Button';
import { FormAlert } from '../../../components/FormAlert';
import { authClient, captchaHeaders } from '../auth-client';
import { AUTH_TOASTS, errorMessage } from '../auth-errors';
import { CheckEmailNotice, EmailField } from './form';
import { HumanCheck } from './HumanCheck';
import { useVerifiedSubmit } from './use-verified-submit';

/**
 * spec §2 reset tab: e-mail in, reset link out. The answer is the same whether or not an account
 * exists, so the screen never tells who has one.
 */
export function ResetRequestForm({ onBackToLogin }: { onBackToLogin: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const verified = useVerifiedSubmit();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = checkResetRequest({ email, hasVerificationToken: verified.hasToken });
    if (problem?.kind === 'field') {
      setError(problem.message);
      return;
    }
    setError(null);
    await verified.run(
      async (token) => {
        const address = email.trim();
        const { error: failure } = await authClient.requestPasswordReset(
          { email: address, redirectTo: paths.resetPassword.path },
          captchaHeaders(token),
        );
        if (failure?.code === 'VERIFICATION_REQUIRED') {
          verified.requireVerification();
        } else if (failure) {
          // A rate limit or a failed verification says why; anything else has nothing more to add.
          const why =
            failure.status === 429 || failure.code === 'VERIFICATION_FAILED'
              ? errorMessage(failure)
              : undefined;
          toast.error(AUTH_TOASTS.resetEmailFailed, why ? { description: why } : undefined);
        } else {
          toast.success('Reset email sent!');
          setSentTo(address);
        }
      },
      () => toast.error(AUTH_TOASTS.resetEmailFailed),
    );
  };

  if (sentTo !== null) {
    return (
      <CheckEmailNotice actionLabel="Back to login" onAction={onBackToLogin}>
        <p>
          If an account exists for <strong className="text-ink">{sentTo}</strong>, we sent it a link to choose
          a new password. The link expires in one hour.
        </p>
      </CheckEmailNotice>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <EmailField value={email} onValueChange={setEmail} />
      <HumanCheck key={verified.widgetKey} {...verified.check} />
      {error && <FormAlert>{error}</FormAlert>}
      <Button type="submit" size="lg" block loading={verified.pending}>
        Send reset link
      </Button>
      <p className="text-center text-sm">
        <Button variant="link" onClick={onBackToLogin}>
          back to login
        </Button>
      </p>
    </form>
  );
}
