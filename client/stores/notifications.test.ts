import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { dismissAll, notifications, notify } from './notifications'

describe('notifications', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    dismissAll()
    vi.useRealTimers()
  })

  it('shows at most three, dropping the oldest', () => {
    for (const message of ['one', 'two', 'three', 'four']) notify({ type: 'info', message })
    expect(notifications.shown.map((n) => n.message)).toEqual(['two', 'three', 'four'])
  })

  it('does not show a message that is already shown', () => {
    expect(notify({ type: 'success', message: 'Saved' })).not.toBeNull()
    expect(notify({ type: 'warning', message: 'Saved' })).toBeNull()
    expect(notifications.shown).toHaveLength(1)
  })

  it('dismisses itself after 3000 ms unless persistent', () => {
    notify({ type: 'info', message: 'brief' })
    notify({ type: 'danger', message: 'stays', persistent: true })
    vi.advanceTimersByTime(2999)
    expect(notifications.shown).toHaveLength(2)
    vi.advanceTimersByTime(1)
    expect(notifications.shown.map((n) => n.message)).toEqual(['stays'])
  })
})
