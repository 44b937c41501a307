import { Check, ShieldCheck } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Spinner } from '../../../components/Spinner';
import { type HumanCheckConfig, useAuthConfig } from '../api/get-auth-config';
import { getHumanCheckToken } from '../api/get-human-check-token';
import { loadTurnstile } from './turnstile';

interface HumanCheckProps {
  /** The current token, or null when there is none (not verified yet, expired, failed). */
  onToken: (token: string | null) => void;
}

/**
 * spec §5 human verification. Tokens are single use, so the form remounts this widget (a new
 * `key`) after every submission to get a fresh one.
 */
export function HumanCheck({ onToken }: HumanCheckProps) {
  const config = useAuthConfig();
  // The latest callback, without re-rendering the Turnstile widget when the parent re-renders.
  const onTokenRef = useRef(onToken);
  useEffect(() => {
    onTokenRef.current = onToken;
  });
  const report = useCallback((token: string | null) => onTokenRef.current(token), []);

  if (config.isPending) return <Spinner label="Loading verification…" className="size-5" />;
  if (config.isError) {
    return (
      <p role="alert" className="text-sm text-red-800">
        The verification could not load. Please reload the page.
      </p>
    );
  }
  return <HumanCheckWidget config={config.data.humanCheck} report={report} />;
}

function HumanCheckWidget({
  config,
  report,
}: {
  config: HumanCheckConfig;
  report: (token: string | null) => void;
}) {
  switch (config.kind) {
    case 'local':
      return <LocalCheck report={report} />;
    case 'turnstile':
      return <TurnstileCheck siteKey={config.siteKey} report={report} />;
    default: {
      const unknown: never = config;
      return unknown;
    }
  }
}

// The server accepts a local token for 5 minutes; drop it a little earlier so a slow submit never fails.
const LOCAL_TOKEN_USABLE_MS = 4.5 * 60 * 1000;

/** The local stand-in for Turnstile (development and tests): the server signs a short-lived token. */
function LocalCheck({ report }: { report: (token: string | null) => void }) {
  const [state, setState] = useState<'idle' | 'pending' | 'verified' | 'failed'>('idle');

  useEffect(() => {
    if (state !== 'verified') return;
    const timer = setTimeout(() => {
      setState('idle');
      report(null);
    }, LOCAL_TOKEN_USABLE_MS);
    return () => clearTimeout(timer);
  }, [state, report]);

  const verify = async () => {
    setState('pending');
    try {
      report(await getHumanCheckToken());
      setState('verified');
    } catch {
      report(null);
      setState('failed');
    }
  };

  const box = 'flex min-h-14 items-center gap-3 rounded-lg border border-rule bg-white px-4 py-3 text-sm';
  if (state === 'verified') {
    return (
      <div className={box}>
        <span className="flex size-6 items-center justify-center rounded bg-emerald-700 text-white">
          <Check aria-hidden="true" className="size-4" />
        </span>
        <span role="status" className="font-medium text-ink">
          Verified
        </span>
        <ShieldCheck aria-hidden="true" className="ml-auto size-5 text-ink-soft" />
      </div>
    );
  }
  return (
    <div>
      <button
        type="button"
        onClick={verify}
        disabled={state === 'pending'}
        className={`${box} w-full text-left transition-colors hover:bg-paper-deep/40 disabled:cursor-wait`}
      >
        <span
          aria-hidden="true"
          className="flex size-6 items-center justify-center rounded border-2 border-ink-soft bg-white"
        >
          {state === 'pending' && <span className="size-3 animate-pulse rounded-sm bg-ink-soft" />}
        </span>
        <span className="font-medium text-ink">Verify you are human</span>
        <ShieldCheck aria-hidden="true" className="ml-auto size-5 text-ink-soft" />
      </button>
      {state === 'failed' && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          Verification failed. Please try again.
        </p>
      )}
    </div>
  );
}

/** Cloudflare Turnstile: the widget's callbacks hand over and withdraw the token. */
function TurnstileCheck({ siteKey, report }: { siteKey: string; report: (token: string | null) => void }) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

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
  return <div ref={container} className="min-h-16" />;
}
