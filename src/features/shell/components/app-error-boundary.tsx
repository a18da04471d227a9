import { Component, type ErrorInfo, type ReactNode } from 'react'
import { CrashFallback } from './crash-fallback'

interface State {
  error: unknown
  hasError: boolean
}

/** The outermost boundary: anything the router's own boundaries miss ends here. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: undefined, hasError: false }

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true }
  }

  override componentDidCatch(_error: unknown, _info: ErrorInfo): void {
    // Reporting happens in CrashFallback so every boundary reports the same way, once.
  }

  override render() {
    if (this.state.hasError) return <CrashFallback error={this.state.error} />
    return this.props.children
  }
}
