import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen, errorButtonClass } from './ErrorScreen';

interface RootErrorBoundaryProps {
  children: ReactNode;
  /** What "Refresh Page" does; tests pass their own because jsdom-like windows cannot reload. */
  onReload?: () => void;
  /** Where caught errors are reported; React already logs them in development. */
  onError?: (error: unknown, info: ErrorInfo) => void;
}

interface RootErrorBoundaryState {
  failed: boolean;
}

/** spec §2: the root boundary around everything, for errors outside the router's own screen. */
export class RootErrorBoundary extends Component<RootErrorBoundaryProps, RootErrorBoundaryState> {
  override state: RootErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): RootErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const reload = this.props.onReload ?? (() => window.location.reload());
    return (
      <ErrorScreen
        title="Something went wrong"
        actions={
          <button type="button" className={errorButtonClass} onClick={reload}>
            Refresh Page
          </button>
        }
      >
        <p>An unexpected error stopped this page. Refreshing usually fixes it.</p>
      </ErrorScreen>
    );
  }
}
