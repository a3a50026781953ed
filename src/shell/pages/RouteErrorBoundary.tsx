import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert, LinearProgress } from '@mui/material';
import { useLocation, useTranslate } from 'react-admin';
import { chunkReload, isChunkLoadError } from './chunkReload';
import ErrorPage, { NotFoundPage } from './ErrorPage';
import { statusOfError } from './errorStatus';

interface BoundaryProps {
  /** The boundary resets when this changes (the pathname: navigating away leaves the error). */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
  /** A chunk failed to load and the page reloads. */
  reloading: boolean;
}

/** Shown while the page reloads after a chunk-load failure. */
function Reloading() {
  const translate = useTranslate();
  return (
    <Alert severity="info" role="status" sx={{ mt: 2 }}>
      {translate('error.chunkReload')}
      <LinearProgress sx={{ mt: 1 }} />
    </Alert>
  );
}

/**
 * Error boundary around every route's screen (seed 000 §8): a render error shows the error page
 * with the error's status (500 unless it carries one); a failed chunk load reloads the page, at
 * most once per CHUNK_RELOAD_MIN_INTERVAL_MS (chunkReload.ts), and otherwise shows the error page.
 * React itself logs the caught error; nothing else is logged here.
 */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failed: false, reloading: false };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true, reloading: isChunkLoadError(error) && chunkReload.allowed() };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    if (this.state.reloading && isChunkLoadError(error) && !chunkReload.reload()) {
      this.setState({ reloading: false });
    }
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ error: null, failed: false, reloading: false });
    }
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.state.reloading) return <Reloading />;
    const status = statusOfError(this.state.error);
    return <ErrorPage status={status} reload={status >= 500 ? () => window.location.reload() : undefined} />;
  }
}

export default function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <Boundary resetKey={location.pathname}>{children}</Boundary>;
}

/** Unknown path inside the layout: the 404 page ('This page could not be found'). */
export function NotFound() {
  return (
    <RouteErrorBoundary>
      <NotFoundPage />
    </RouteErrorBoundary>
  );
}
