import { useState } from 'react';
import { toast } from 'sonner';
import { VERIFICATION_REQUIRED } from '../../../../core/auth-validation';
import { AUTH_TOASTS } from '../auth-errors';

/** spec §5: "Verification required" / "Please complete the Turnstile verification." */
export function showVerificationRequired(): void {
  toast.error(VERIFICATION_REQUIRED.title, { description: VERIFICATION_REQUIRED.description });
}

function showUnexpected(): void {
  toast.error(AUTH_TOASTS.unexpected.title, { description: AUTH_TOASTS.unexpected.description });
}

/**
 * The human-verification lifecycle the sign-in, sign-up and reset forms share: the widget's
 * token, a pending flag while a request runs, and a fresh widget after every attempt, because
 * a token is accepted once only.
 */
export function useVerifiedSubmit() {
  const [token, setToken] = useState<string | null>(null);
  // A new key remounts the verification widget.
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);

  /** Runs `action` with the token; without one, asks for verification. `onError` handles a throw. */
  const run = async (action: (token: string) => Promise<void>, onError: () => void = showUnexpected) => {
    if (token === null) {
      showVerificationRequired();
      return;
    }
    setPending(true);
    try {
      await action(token);
    } catch {
      onError();
    } finally {
      setPending(false);
      setToken(null);
      setAttempt((n) => n + 1);
    }
  };

  return { hasToken: token !== null, pending, run, widgetKey: attempt, onToken: setToken };
}
