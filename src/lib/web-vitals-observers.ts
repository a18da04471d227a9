import { onCLS, onINP, onLCP, onTTFB, type MetricType } from 'web-vitals'

// The one module that imports the library, loaded lazily by web-vitals.ts. The library is also
// what error reporting's tracing measures with (vite.config.ts gives it a file of its own, which
// both load); importing this module rather than the library's namespace lets that file export
// the observers by name, without the bundler's namespace helper in a file of its own.

/** Reports LCP, INP, CLS and TTFB as the browser settles each. */
export function observeWebVitals(report: (metric: MetricType) => void): void {
  onLCP(report)
  onINP(report)
  onCLS(report)
  onTTFB(report)
}
