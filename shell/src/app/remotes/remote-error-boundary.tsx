import { Component, type ErrorInfo, type ReactNode } from 'react';
import { bus } from '@portal/shared';
import type { RemoteName } from '@portal/shared/remotes';

interface Props {
  remote: RemoteName;
  /** Rendered instead of the section while it has failed; `retry` mounts it again. */
  fallback: (props: { error: Error; retry: () => void }) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Confines a failed remote (its manifest, entry, chunks, CSS or its own rendering) to its own
 * area: the header, the session and the other sections keep working.
 */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    bus.emit('remote:failed', { remote: this.props.remote, error });
    console.warn(`Section "${this.props.remote}" failed to load`, error, info.componentStack);
  }

  private readonly retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (this.state.error)
      return this.props.fallback({ error: this.state.error, retry: this.retry });
    return this.props.children;
  }
}
