/**
 * @module
 * How a store runs one call of the API: its `status` says what is under way while the call runs,
 * and its `error` holds the failure's category afterwards (null after a success), so components can
 * show both without tracking calls themselves.
 */
import type { ApiResult } from '../runtime/api'

export type CallState<Status extends string> = { status: Status | 'idle'; error: string | null }

export async function trackedCall<Status extends string, Data>(state: CallState<Status>, status: Status, call: () => Promise<ApiResult<Data>>): Promise<ApiResult<Data>> {
  state.status = status
  const result = await call()
  state.status = 'idle'
  state.error = result.ok ? null : result.category
  return result
}
