/**
 * @module
 * The printer finder's next step with JavaScript: the series of a brand, or the models of a series,
 * loaded without a page load (the finder page's own lists, from the worker). The island keeps what
 * it shows; this keeps whether a step is loading and the last failure.
 */
import { proxy } from 'valtio/vanilla'
import { callApi, type ApiResult } from '../runtime/api'
import { trackedCall } from './tracked-call'

export type PrinterFinderState = {
  status: 'idle' | 'loading'
  /** The last load's failure: its error category (the island then follows the link instead). */
  error: string | null
}

export const printerFinder = proxy<PrinterFinderState>({ status: 'idle', error: null })

const load = <Data>(call: () => Promise<ApiResult<Data>>) => trackedCall(printerFinder, 'loading', call)

export const loadFinderSeries = (brand: string) => load(() => callApi('printerFinderSeries', { brand }))

export const loadFinderModels = (brand: string, series: string) => load(() => callApi('printerFinderModels', { brand, series }))
