import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PageSpinner } from '../../components/Spinner';
import { useDocumentTitle } from '../../components/use-document-title';
import { useAuthState, useReturnUrl } from '../session';
import { AUTH_TOASTS, callbackErrorMessage } from './auth-errors';
import { AuthTabs } from './components/AuthTabs';
import { LoginForm } from './components/LoginForm';
import { ResetRequestForm } from './components/ResetRequestForm';
import { SignupForm } from './components/SignupForm';
import { type AuthMode, parseAuthMode, TAB_TEXTS } from './modes';

/**
 * spec §2 auth screen: tabs kept in `mode`; the reset tab shows once asked for (or named in the
 * URL) and stays for the rest of the visit. Signed-in visitors go on to their return URL.
 */
export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const auth = useAuthState();
  const returnTo = useReturnUrl();
  const mode = parseAuthMode(params.get('mode'));
  const [resetAsked, setResetAsked] = useState(mode === 'forgot-password');
  if (mode === 'forgot-password' && !resetAsked) setResetAsked(true);
  // better-auth sends failed links and Google sign-ins back here with ?error=CODE.
  const errorCode = params.get('error');
  const callbackError = errorCode ? callbackErrorMessage(errorCode, params.get('error_description')) : null;
  useDocumentTitle(TAB_TEXTS[mode].title);

  useEffect(() => {
    if (auth.status === 'signed-in') void navigate(returnTo, { replace: true });
  }, [auth.status, navigate, returnTo]);

  useEffect(() => {
    // The id keeps one toast even when effects run twice (StrictMode) or the page re-renders.
    if (callbackError)
      toast.error(AUTH_TOASTS.authFailed, { id: 'auth-callback-error', description: callbackError });
  }, [callbackError]);

  const select = (next: AuthMode) => {
    if (next === 'forgot-password') setResetAsked(true);
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('mode', next);
      updated.delete('error');
      updated.delete('error_description');
      return updated;
    });
  };

  if (auth.status === 'loading' || auth.status === 'signed-in') return <PageSpinner />;

  const modes: AuthMode[] = resetAsked ? ['login', 'signup', 'forgot-password'] : ['login', 'signup'];
  const texts = TAB_TEXTS[mode];
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <div className="rounded-2xl border border-rule bg-paper p-6 shadow-xl shadow-ink/5 sm:p-8">
        <AuthTabs modes={modes} selected={mode} onSelect={select}>
          <header className="mb-6 text-center">
            <h1 className="font-display text-3xl text-ink">{texts.title}</h1>
            <p className="mt-2 text-ink-soft">{texts.description}</p>
          </header>
          {mode === 'login' && (
            <LoginForm
              returnTo={returnTo}
              initialError={callbackError}
              onForgotPassword={() => select('forgot-password')}
              onSignUp={() => select('signup')}
            />
          )}
          {mode === 'signup' && <SignupForm returnTo={returnTo} onSignIn={() => select('login')} />}
          {mode === 'forgot-password' && <ResetRequestForm onBackToLogin={() => select('login')} />}
        </AuthTabs>
      </div>
    </div>
  );
}
