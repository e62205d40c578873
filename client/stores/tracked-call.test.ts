import { describe, expect, it } from 'vitest'
import type { ApiResult } from '../runtime/api'
import { trackedCall, type CallState } from './tracked-call'

describe('a store’s tracked call', () => {
  it('shows the call under way, then clears the error after a success', async () => {
    const state: CallState<'saving'> = { status: 'idle', error: 'network' }
    let seen: string | null = null
    const result = await trackedCall(state, 'saving', async (): Promise<ApiResult<number>> => {
      seen = state.status
      return { ok: true, data: 3 }
    })
    expect(seen).toBe('saving')
    expect(result).toEqual({ ok: true, data: 3 })
    expect(state).toEqual({ status: 'idle', error: null })
  })

  it('keeps the failure’s category as the error', async () => {
    const state: CallState<'loading'> = { status: 'idle', error: null }
    await trackedCall(state, 'loading', async (): Promise<ApiResult<number>> => ({ ok: false, status: 401, category: 'graphql-authorization', message: 'ended' }))
    expect(state).toEqual({ status: 'idle', error: 'graphql-authorization' })
  })
})
