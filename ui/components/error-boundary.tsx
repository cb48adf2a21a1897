// Catches a render failure (or a chunk that failed to load) and shows a calm message instead of a blank
// page; details go to the console, never to the user. resetKey (e.g. the path) clears the error.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { GENERIC_FAILURE } from '../../application/shared/shared-messages';

interface Props {
  children: ReactNode;
  resetKey?: unknown;
}

interface State {
  failed: boolean;
  key: unknown;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorFallback /> : this.props.children;
  }
}

/** Plain styles on purpose: it may render outside the theme. */
export function ErrorFallback() {
  return (
    <div role="alert" style={{ maxWidth: 480, margin: '64px auto', padding: 24, textAlign: 'center', fontFamily: 'system-ui, sans-serif' }}>
      <h1 style={{ fontSize: 24, margin: '0 0 8px' }}>{GENERIC_FAILURE}</h1>
      <p style={{ margin: '0 0 16px' }}>Please reload the page to continue.</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        style={{ padding: '10px 18px', fontSize: 16, fontWeight: 600, color: '#ffffff', background: '#0b5cad', border: 0, borderRadius: 8, cursor: 'pointer' }}
      >
        Reload
      </button>
    </div>
  );
}
