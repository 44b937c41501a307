import { useCallback, useRef, useState } from 'react';
import { toast } from 'sonner';
import { HUMAN_CHECK_MISSING, VERIFICATION_REQUIRED } from '../../../../core/auth-validation';
import { useFocusRequest } from '../../../components/use-focus-request';
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
 * a token is accepted once only. A missing verification is said on the check itself, which
 * takes focus (issue 23), besides the spec's toast.
 */
export function useVerifiedSubmit() {
  const [token, setToken] = useState<string | null>(null);
  // A new key remounts the verification widget.
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);
  const [missing, setMissing] = useState(false);
  const check = useFocusRequest<HTMLElement>();
  const { request: focusCheck } = check;

  // Asked for during a request (the server wants a fresh check): said once the new widget is in.
  const running = useRef(false);
  const askAfterRun = useRef(false);
  const ask = useCallback(() => {
    showVerificationRequired();
    setMissing(true);
    focusCheck();
  }, [focusCheck]);
  const requireVerification = useCallback(() => {
    if (running.current) askAfterRun.current = true;
    else ask();
  }, [ask]);

  const onToken = useCallback((next: string | null) => {
    setToken(next);
    if (next !== null) setMissing(false);
  }, []);

  /** Runs `action` with the token; without one, asks for verification. `onError` handles a throw. */
  const run = async (action: (token: string) => Promise<void>, onError: () => void = showUnexpected) => {
    if (token === null) {
      requireVerification();
      return;
    }
    setPending(true);
    running.current = true;
    try {
      await action(token);
    } catch {
      onError();
    } finally {
      running.current = false;
      setPending(false);
      setToken(null);
      setAttempt((n) => n + 1);
      if (askAfterRun.current) {
        askAfterRun.current = false;
        ask();
      }
    }
  };

  return {
    hasToken: token !== null,
    pending,
    run,
    requireVerification,
    widgetKey: attempt,
    /** The HumanCheck's props: its token callback, its message and the handle that focuses it. */
    check: { onToken, error: missing ? HUMAN_CHECK_MISSING : null, controlRef: check.ref },
  };
}
