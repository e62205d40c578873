/**
 * @module
 * The browser's door to the named operations (/api/magento/{name}, SPEC §7), as the contract in
 * `shared/api/contract.ts` defines them: the name fixes the method (reads GET, writes POST), the
 * input and the answer. Same origin only, so cookies travel and the worker adds the token. Failures
 * come back as values with Magento's error category; an ended session is handled once, here
 * (SPEC §4). Only stores call it: effects, modals and islands call a store's action.
 */

import { API_METHODS, type ApiAnswer, type ApiInput, type ApiName } from '../../shared/api/contract'
import { storeFromPath } from '../../shared/rules/store-from-path'

/** Magento's category for an expired or foreign token (SPEC §4 "Authorization failure"). */
export const AUTHORIZATION_CATEGORY = 'graphql-authorization'

export type ApiFailure = { ok: false; status: number; category: string; message: string }
export type ApiResult<Data> = { ok: true; data: Data } | ApiFailure

type Envelope<Data> = { data?: Data; errors?: { message?: string; category?: string }[] }

const sessionEndedListeners = new Set<() => void>()

/** Subscribes to "the back end ended this shopper's session"; returns the unsubscribe function. */
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener)
  return () => sessionEndedListeners.delete(listener)
}

export async function callApi<Name extends ApiName>(
  name: Name,
  variables: ApiInput<Name>,
  /** Cancels the call (a newer one supersedes it): it then answers as a network failure. */
  signal?: AbortSignal,
): Promise<ApiResult<ApiAnswer<Name>>> {
  const method = API_METHODS[name]
  const path = `/api/magento/${name}`
  // The page's store view (/de/...) decides the back end's store, as for the page itself.
  const store = storeFromPath(location.pathname).store.code
  let response: Response
  try {
    response =
      method === 'GET'
        ? await fetch(Object.keys(variables).length ? `${path}?variables=${encodeURIComponent(JSON.stringify(variables))}` : path, {
            headers: { Accept: 'application/json', Store: store },
            signal,
          })
        : await fetch(path, {
            method: 'POST',
            headers: { Accept: 'application/json', 'Content-Type': 'application/json', Store: store },
            body: JSON.stringify({ variables }),
            signal,
          })
  } catch {
    return { ok: false, status: 0, category: 'network', message: 'network' }
  }
  let body: Envelope<ApiAnswer<Name>> = {}
  try {
    // The worker answers each name with its contract's answer (`satisfies` in its registry).
    body = await response.json()
  } catch {
    // A proxy's HTML error page: reported below by status.
  }
  const error = body.errors?.[0]
  if (response.ok && !error && body.data !== undefined) return { ok: true, data: body.data }
  const failure: ApiFailure = {
    ok: false,
    status: response.status,
    category: error?.category ?? 'http',
    message: error?.message ?? response.statusText,
  }
  if (failure.category === AUTHORIZATION_CATEGORY) for (const listener of [...sessionEndedListeners]) listener()
  return failure
}
