import { waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { closeEverything, openPanel } from '../stores/ui'
import { hydrateDeferredIn, startDeferredHydration } from './deferred-hydration'
import { Island } from './island'

function deferredIsland(): HTMLElement {
  document.body.innerHTML = renderToString(<Island name="cart-count" defer props={{ cartPath: '/cart', label: 'Basket', countLabel: 'Basket, {count} items', countLabelOne: 'Basket, 1 item' }} />)
  return document.querySelector<HTMLElement>('[data-island="cart-count"]')!
}

afterEach(() => {
  closeEverything()
  vi.useRealTimers()
})

describe('deferred islands', () => {
  it('hydrate at once when a modal or panel is asked for, before the browser is idle', async () => {
    const island = deferredIsland()
    startDeferredHydration(document)
    expect(island.hasAttribute('data-island-claimed')).toBe(false)
    openPanel('cart')
    // Well before the 2000 ms idle timeout.
    await waitFor(() => expect(island.hasAttribute('data-hydrated')).toBe(true), { timeout: 1000 })
  })

  it('hydrate when idle after load even if nothing asks for them', async () => {
    vi.useFakeTimers()
    const island = deferredIsland()
    startDeferredHydration(document)
    expect(island.hasAttribute('data-island-claimed')).toBe(false)
    await vi.advanceTimersByTimeAsync(2000)
    expect(island.hasAttribute('data-island-claimed')).toBe(true)
  })
})

describe('deferred islands after a soft navigation', () => {
  it('hydrate at once in the new page once the first page’s have been hydrated', async () => {
    vi.useFakeTimers()
    deferredIsland()
    startDeferredHydration(document)
    await vi.advanceTimersByTimeAsync(2000)
    vi.useRealTimers()
    const next = document.createElement('main')
    next.innerHTML = renderToString(<Island name="cart-count" defer props={{ cartPath: '/cart', label: 'Basket', countLabel: 'Basket, {count} items', countLabelOne: 'Basket, 1 item' }} />)
    document.body.append(next)
    hydrateDeferredIn(next)
    await waitFor(() => expect(next.querySelector('[data-island]')!.hasAttribute('data-hydrated')).toBe(true), { timeout: 1000 })
  })

  it('wait for the first hydration when it has not run yet', () => {
    deferredIsland()
    startDeferredHydration(document)
    const next = document.createElement('main')
    next.innerHTML = renderToString(<Island name="cart-count" defer props={{ cartPath: '/cart', label: 'Basket', countLabel: 'Basket, {count} items', countLabelOne: 'Basket, 1 item' }} />)
    document.body.append(next)
    hydrateDeferredIn(next)
    expect(next.querySelector('[data-island]')!.hasAttribute('data-island-claimed')).toBe(false)
  })
})
