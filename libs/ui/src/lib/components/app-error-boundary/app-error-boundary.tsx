'use client';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from '../error-fallback/error-fallback';

export interface AppErrorBoundaryProps {
  children: ReactNode;
  /** Reports the error (the app passes the monitoring sink). A failing reporter never breaks the fallback. */
  onError?: (error: Error, info: { componentStack?: string | null }) => void;
  /** What "Refresh" does; defaults to `window.location.reload()`. */
  onRefresh?: () => void;
}

interface State {
  error: Error | null;
}

/** The default "Refresh": reload the page. */
export function reloadPage(location: Pick<Location, 'reload'> = window.location): void {
  location.reload();
}

/** Catches rendering errors below it and shows {@link ErrorFallback} (spec 01 §8). */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    try {
      this.props.onError?.(error instanceof Error ? error : new Error(String(error)), { componentStack: info.componentStack });
    } catch {
      // Reporting is best effort: the user still gets the fallback.
    }
  }

  override render(): ReactNode {
    if (this.state.error) return <ErrorFallback onRefresh={this.props.onRefresh ?? (() => reloadPage())} />;
    return this.props.children;
  }
}
