import { useState } from 'react';
import { toast } from 'sonner';
import { paths } from '../../../../core/paths';
import { Button } from '../../../components/Button';
import { useAuthConfig } from '../api/get-auth-config';
import { authClient } from '../auth-client';
import { AUTH_TOASTS } from '../auth-errors';

/** The four-colour G, drawn inline so no third-party image loads. */
function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5c-.3 1.5-1.1 2.7-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1.1.7-2.4 1.2-4 1.2-3.1 0-5.7-2.1-6.6-4.9H1.4v3.1C3.4 21.4 7.4 24 12 24z"
      />
      <path
        fill="#FBBC05"
        d="M5.4 14.4c-.2-.7-.4-1.5-.4-2.4s.1-1.6.4-2.4V6.5H1.4C.5 8.2 0 10.1 0 12s.5 3.8 1.4 5.5l4-3.1z"
      />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4C17.9 1.2 15.2 0 12 0 7.4 0 3.4 2.6 1.4 6.5l4 3.1c.9-2.8 3.5-4.8 6.6-4.8z"
      />
    </svg>
  );
}

/** spec §1 Google sign-in, shown only when the server has Google configured. */
export function GoogleButton({ returnTo }: { returnTo: string }) {
  const config = useAuthConfig();
  const [pending, setPending] = useState(false);
  if (!config.data?.google) return null;

  const signIn = async () => {
    setPending(true);
    try {
      // On success better-auth's client sends the browser to Google; failures come back here.
      const { error } = await authClient.signIn.social({
        provider: 'google',
        callbackURL: returnTo,
        errorCallbackURL: paths.auth.href({ mode: 'login' }),
      });
      if (error) {
        toast.error(AUTH_TOASTS.authFailed, {
          description: error.message || AUTH_TOASTS.unexpected.description,
        });
        setPending(false);
      }
    } catch {
      toast.error(AUTH_TOASTS.unexpected.title, { description: AUTH_TOASTS.unexpected.description });
      setPending(false);
    }
  };

  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3 text-xs uppercase tracking-[0.2em] text-ink-soft">
        <span className="h-px flex-1 bg-rule" />
        or
        <span className="h-px flex-1 bg-rule" />
      </div>
      <Button variant="secondary" size="lg" block onClick={signIn} loading={pending}>
        {!pending && <GoogleMark />}
        Continue with Google
      </Button>
    </div>
  );
}
