/**
 * @module
 * The browser's door to the named operations (/api/magento/{name}, SPEC §7): reads by GET, writes by
 * POST, same origin only, so cookies travel and the worker adds the token. Failures come back as
 * values with Magento's error category; an ended session is handled once, here (SPEC §4).
 */

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

export async function callApi<Data>(
  name: string,
  variables: Record<string, unknown> = {},
  method: 'GET' | 'POST' = 'GET',
  /** Cancels the call (a newer one supersedes it): it then answers as a network failure. */
  signal?: AbortSignal,
): Promise<ApiResult<Data>> {
  const path = `/api/magento/${encodeURIComponent(name)}`
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
  let body: Envelope<Data> = {}
  try {
    body = (await response.json()) as Envelope<Data>
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
