import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen, errorButtonClass } from './ErrorScreen';

function errorDetail(error: unknown): string | null {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return null;
}

/** spec §2: the router's fallback error screen (the root route's `errorElement`). */
export function RouteErrorScreen() {
  const detail = errorDetail(useRouteError());
  return (
    <ErrorScreen
      title="Unexpected Application Error!"
      actions={
        <>
          <button type="button" className={errorButtonClass} onClick={() => window.location.reload()}>
            Reload
          </button>
          {/* A plain link: the router itself may be what failed. */}
          <a href="/" className="inline-flex rounded-full px-6 py-3 font-medium text-ink ring-1 ring-rule">
            Back to home
          </a>
        </>
      }
    >
      {detail && <p className="break-words font-mono text-sm">{detail}</p>}
    </ErrorScreen>
  );
}
