import { Check, CircleAlert, ShieldCheck } from 'lucide-react';
import { type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import { PageState } from '../../../components/PageState';
import { Spinner } from '../../../components/Spinner';
import { type HumanCheckConfig, useAuthConfig } from '../api/get-auth-config';
import { getHumanCheckToken } from '../api/get-human-check-token';
import { loadTurnstile } from './turnstile';

interface HumanCheckProps {
  /** The current token, or null when there is none (not verified yet, expired, failed). */
  onToken: (token: string | null) => void;
  /** Why the form needs the check now (a submit without it); shown on the check, describing it. */
  error?: string | null;
  /** The check's own control, for the form to move focus to it. */
  controlRef?: RefObject<HTMLElement | null>;
}

type Report = (token: string | null) => void;

interface WidgetProps {
  report: Report;
  error: string | null;
  controlRef: RefObject<HTMLElement | null> | undefined;
}

/** The check's message, under it; the control names it in aria-describedby. */
function CheckError({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

/**
 * spec §5 human verification. Tokens are single use, so the form remounts this widget (a new
 * `key`) after every submission to get a fresh one.
 */
export function HumanCheck({ onToken, error = null, controlRef }: HumanCheckProps) {
  const config = useAuthConfig();
  // The latest callback, without re-rendering the Turnstile widget when the parent re-renders.
  const onTokenRef = useRef(onToken);
  useEffect(() => {
    onTokenRef.current = onToken;
  });
  const report = useCallback((token: string | null) => onTokenRef.current(token), []);

  return (
    <PageState
      query={config}
      loading={<Spinner label="Loading verification…" className="size-5" />}
      // No retry here: the form around it holds what was typed, and a reload is what helps.
      error={() => (
        <p role="alert" className="text-sm text-red-800">
          The verification could not load. Please reload the page.
        </p>
      )}
    >
      {(data) => (
        <HumanCheckWidget config={data.humanCheck} report={report} error={error} controlRef={controlRef} />
      )}
    </PageState>
  );
}

function HumanCheckWidget({ config, ...widget }: WidgetProps & { config: HumanCheckConfig }) {
  switch (config.kind) {
    case 'local':
      return <LocalCheck {...widget} />;
    case 'turnstile':
      return <TurnstileCheck siteKey={config.siteKey} {...widget} />;
    default: {
      const unknown: never = config;
      return unknown;
    }
  }
}

/** Announced when the check succeeds (the button then reads "Verified"). */
export const HUMAN_CHECK_VERIFIED = 'Verified as human. You can continue.';

// The server accepts a local token for 5 minutes; drop it a little earlier so a slow submit never fails.
const LOCAL_TOKEN_USABLE_MS = 4.5 * 60 * 1000;

/**
 * The local stand-in for Turnstile (development and tests): the server signs a short-lived token.
 * One button throughout, so focus stays on it as it turns busy and then "Verified" (issue 23);
 * a status region beside it says so when that happens.
 */
function LocalCheck({ report, error, controlRef }: WidgetProps) {
  const [state, setState] = useState<'idle' | 'pending' | 'verified' | 'failed'>('idle');
  const errorId = useId();

  useEffect(() => {
    if (state !== 'verified') return;
    const timer = setTimeout(() => {
      setState('idle');
      report(null);
    }, LOCAL_TOKEN_USABLE_MS);
    return () => clearTimeout(timer);
  }, [state, report]);

  const verify = async () => {
    if (state === 'pending' || state === 'verified') return;
    setState('pending');
    try {
      report(await getHumanCheckToken());
      setState('verified');
    } catch {
      report(null);
      setState('failed');
    }
  };

  const verified = state === 'verified';
  const shownError = verified ? null : error;
  return (
    <div>
      <button
        ref={(node) => {
          if (controlRef) controlRef.current = node;
        }}
        type="button"
        onClick={() => void verify()}
        aria-disabled={state === 'pending' || verified || undefined}
        aria-busy={state === 'pending' || undefined}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={shownError ? errorId : undefined}
        className={`flex min-h-14 w-full items-center gap-3 rounded-lg border bg-white px-4 py-3 text-left text-sm transition-colors aria-busy:cursor-wait ${
          shownError ? 'border-red-700' : 'border-rule'
        } ${verified ? 'cursor-default' : 'hover:bg-paper-deep/40'}`}
      >
        {verified ? (
          <span
            aria-hidden="true"
            className="flex size-6 items-center justify-center rounded bg-emerald-700 text-white"
          >
            <Check className="size-4" />
          </span>
        ) : (
          <span
            aria-hidden="true"
            className="flex size-6 items-center justify-center rounded border-2 border-ink-soft bg-white"
          >
            {state === 'pending' && <span className="size-3 animate-pulse rounded-sm bg-ink-soft" />}
          </span>
        )}
        <span className="font-medium text-ink">{verified ? 'Verified' : 'Verify you are human'}</span>
        <ShieldCheck aria-hidden="true" className="ml-auto size-5 text-ink-soft" />
      </button>
      {/* Present from the start, so the news is announced when it arrives. */}
      <p role="status" className="sr-only">
        {verified ? HUMAN_CHECK_VERIFIED : ''}
      </p>
      {state === 'failed' && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          Verification failed. Please try again.
        </p>
      )}
      {shownError && <CheckError id={errorId}>{shownError}</CheckError>}
    </div>
  );
}

/** Cloudflare Turnstile: the widget's callbacks hand over and withdraw the token. */
function TurnstileCheck({ siteKey, report, error, controlRef }: WidgetProps & { siteKey: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const errorId = useId();

  useEffect(() => {
    let widgetId: string | undefined;
    let cancelled = false;
    loadTurnstile()
      .then((turnstile) => {
        if (cancelled || !container.current) return;
        widgetId = turnstile.render(container.current, {
          sitekey: siteKey,
          callback: (token) => report(token),
          'expired-callback': () => report(null),
          'error-callback': () => report(null),
        });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      if (widgetId !== undefined) window.turnstile?.remove(widgetId);
    };
  }, [siteKey, report]);

  if (failed) {
    return (
      <p role="alert" className="text-sm text-red-800">
        The verification could not load. Please check your connection and reload the page.
      </p>
    );
  }
  // Turnstile draws its checkbox in a frame of its own: focus goes to the frame's holder (it takes
  // no Tab stop), and the next Tab goes into the frame.
  return (
    <fieldset
      ref={(node) => {
        if (controlRef) controlRef.current = node;
      }}
      tabIndex={-1}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="sr-only">Human verification</legend>
      <div ref={container} className="min-h-16" />
      {error && <CheckError id={errorId}>{error}</CheckError>}
    </fieldset>
  );
}
