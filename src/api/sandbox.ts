import { request } from './http'
import { fillPath, sandboxPaths } from './paths'
import {
  challengeSchema,
  geocodeResponseSchema,
  inboxSchema,
  type GeocodeRequest,
  tokenizeResponseSchema,
  type TokenizeRequest,
} from './schemas/sandbox'

// Calls only the sandbox answers: its card tokenizer, challenge decisions, demo inbox and geocoder.

export function tokenizeCard(card: TokenizeRequest, signal?: AbortSignal) {
  return request({
    base: 'platform',
    path: sandboxPaths.tokenize,
    method: 'POST',
    body: card,
    schema: tokenizeResponseSchema,
    signal,
  })
}

export function getChallenge(challengeId: string, signal?: AbortSignal) {
  return request({
    base: 'platform',
    path: fillPath(sandboxPaths.challenge, { challengeId }),
    schema: challengeSchema,
    signal,
  })
}

export function decideChallenge(challengeId: string, outcome: 'APPROVE' | 'DECLINE') {
  return request({
    base: 'platform',
    path: fillPath(sandboxPaths.challenge, { challengeId }),
    method: 'POST',
    body: { outcome },
    schema: challengeSchema,
  })
}

export function getInbox(signal?: AbortSignal) {
  return request({ base: 'platform', path: sandboxPaths.inbox, schema: inboxSchema, signal })
}

/** Places matching `q` in a city (its popular places when `q` is empty), labelled in `lang`. */
export function geocode(search: GeocodeRequest, signal?: AbortSignal) {
  return request({
    base: 'platform',
    path: sandboxPaths.geocode,
    query: { q: search.q, city: search.city, lang: search.lang },
    schema: geocodeResponseSchema,
    signal,
  })
}
