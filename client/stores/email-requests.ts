/**
 * @module
 * The two e-mail sign-ups a modal sends (SPEC §2 "On demand"): the newsletter
 * (subscribeEmailToNewsletter) and a back-in-stock alert for one product (SPEC §4 "Stock
 * notification"). Nothing is kept but whether a request is on its way and the last failure.
 */
import { proxy } from 'valtio/vanilla'
import type { ApiInput } from '../../shared/api/contract'
import { callApi, type ApiResult } from '../runtime/api'
import { trackedCall } from './tracked-call'

export type EmailRequestsState = {
  status: 'idle' | 'saving'
  /** The last request's failure: its error category. */
  error: string | null
}

export const emailRequests = proxy<EmailRequestsState>({ status: 'idle', error: null })

const send = <Data>(call: () => Promise<ApiResult<Data>>) => trackedCall(emailRequests, 'saving', call)

/** Answers the subscription's status (a store that asks subscribers to confirm answers NOT_ACTIVE or UNCONFIRMED). */
export const subscribeToNewsletter = (email: string) => send(() => callApi('subscribeEmailToNewsletter', { email }))

export const requestStockAlert = (input: ApiInput<'requestStockNotification'>) => send(() => callApi('requestStockNotification', input))
