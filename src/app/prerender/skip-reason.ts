import { ApiError } from '../../api/errors'

// Why the build could not prerender a page, in one line of its output: whoever points a build at a
// platform learns from it whether the platform was unreachable, refused a call, or answered data
// the app does not accept, without opening the server bundle.

/** What the build saw of one page once its loaders and calls had settled or timed out. */
export interface PageOutcome {
  /** The path asked for, `/rental/dubai/cars`. */
  path: string
  /** The path the router settled on (a redirect or a not-found moves it). */
  reachedPath: string
  matches: readonly { routeId: string; status: string; error?: unknown }[]
  /** Every query the page started, settled or not. */
  queries: readonly { queryKey: readonly unknown[]; status: string; error: unknown }[]
  /** Whether the markup came out whole (no suspended or failed boundary, no script). */
  drawn: boolean
}

/** Undefined when the page can be written; otherwise every distinct reason, most useful first. */
export function whyNotPrerendered(outcome: PageOutcome, waitedMs: number): string | undefined {
  const reasons = new Set<string>()
  for (const query of outcome.queries) {
    if (query.status === 'error') reasons.add(describeFailure(query.error))
    else if (query.status !== 'success') {
      reasons.add(`no answer within ${String(waitedMs / 1000)} s for ${keyText(query.queryKey)}`)
    }
  }
  for (const match of outcome.matches) {
    if (match.status === 'error') reasons.add(describeFailure(match.error))
    else if (match.status === 'notFound') reasons.add(`not found (${match.routeId})`)
    else if (match.status !== 'success') reasons.add(`${match.routeId} is ${match.status}`)
  }
  if (outcome.reachedPath !== outcome.path) reasons.add(`the route led to ${outcome.reachedPath}`)
  if (reasons.size === 0 && !outcome.drawn) {
    reasons.add('a part of the page was still loading or failed when it was drawn')
  }
  return reasons.size === 0 ? undefined : [...reasons].join('; ')
}

/** One failed call (or a loader's error) as the build output says it. */
export function describeFailure(error: unknown): string {
  if (!(error instanceof ApiError)) {
    return error instanceof Error ? error.message : `failed: ${String(error)}`
  }
  switch (error.kind) {
    case 'network':
      return `platform unreachable: ${error.message}${causeText(error.cause)}`
    case 'http': {
      const code = error.code === undefined ? '' : ` ${error.code}`
      const detail = error.message.includes(error.url) ? '' : `: ${error.message}`
      return `HTTP ${String(error.status)}${code} from ${error.url}${detail}`
    }
    case 'contract':
      return `validation error: ${error.url} answered data that does not match the contract${issuesText(error.cause)}`
    case 'parse':
      return `validation error: ${error.url} answered malformed JSON`
    case 'aborted':
      return `${error.url || 'a call'} was aborted`
  }
}

/** The innermost cause's message: fetch says "fetch failed", its cause says why. */
function causeText(cause: unknown): string {
  let innermost: unknown = cause
  for (let depth = 0; depth < 5 && innermost instanceof Error && innermost.cause; depth++) {
    innermost = innermost.cause
  }
  if (innermost instanceof AggregateError && innermost.errors[0] instanceof Error) {
    innermost = innermost.errors[0]
  }
  return innermost instanceof Error && innermost.message !== '' ? ` (${innermost.message})` : ''
}

/** The first few schema issues (zod's `issues`: a path and a message each). */
function issuesText(cause: unknown): string {
  if (typeof cause !== 'object' || cause === null || !('issues' in cause)) return ''
  const { issues } = cause
  if (!Array.isArray(issues)) return ''
  const described = issues.slice(0, 3).map((issue: unknown) => {
    if (typeof issue !== 'object' || issue === null) return String(issue)
    const path = 'path' in issue && Array.isArray(issue.path) ? issue.path.join('.') : ''
    const message = 'message' in issue ? String(issue.message) : 'invalid'
    return path === '' ? message : `${path}: ${message}`
  })
  const more = issues.length > 3 ? `, ${String(issues.length - 3)} more` : ''
  return described.length === 0 ? '' : ` (${described.join(', ')}${more})`
}

function keyText(queryKey: readonly unknown[]): string {
  const text = JSON.stringify(queryKey)
  return text.length > 120 ? `${text.slice(0, 117)}...` : text
}
