import { afterEach, describe, expect, it, vi } from 'vitest'
import { dismissAll, notify } from '../stores/notifications'
import { closeEverything, openPanel } from '../stores/ui'
import { whenDemanded } from './island-demands'

const tick = () => new Promise((resolve) => setTimeout(resolve))

afterEach(() => {
  closeEverything()
  dismissAll()
})

describe('islands their store asks for', () => {
  it('wakes the modal host when a side panel is asked for, once', async () => {
    const wake = vi.fn()
    whenDemanded('modal-host', wake)
    await tick()
    expect(wake).not.toHaveBeenCalled()
    openPanel('cart')
    await tick()
    closeEverything()
    openPanel('wishlist')
    await tick()
    expect(wake).toHaveBeenCalledOnce()
  })

  it('wakes the notification area at once for a notification already raised', () => {
    notify({ type: 'info', message: 'Already there' })
    const wake = vi.fn()
    whenDemanded('notification-area', wake)
    expect(wake).toHaveBeenCalledOnce()
  })

  it('stops watching when told', async () => {
    const wake = vi.fn()
    whenDemanded('notification-area', wake)()
    notify({ type: 'info', message: 'Too late' })
    await tick()
    expect(wake).not.toHaveBeenCalled()
  })

  it('never wakes an island no store asks for', async () => {
    const wake = vi.fn()
    whenDemanded('cart-count', wake)
    openPanel('cart')
    notify({ type: 'info', message: 'Not for the badge' })
    await tick()
    expect(wake).not.toHaveBeenCalled()
  })
})
