import { act, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetCart, setCartTotalQuantity } from '../stores/cart'
import { hydrateIslands } from './hydrate'
import { Island } from './island'

// React warns through console.error on hydration mismatches; any such call fails the test.
let consoleError: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error')
  resetCart()
  document.body.innerHTML = ''
})
afterEach(() => {
  expect(consoleError).not.toHaveBeenCalled()
  consoleError.mockRestore()
})

function serverRender(cartPath: string): HTMLElement {
  const container = document.createElement('div')
  container.innerHTML = renderToString(
    <header>
      <Island name="cart-count" props={{ cartPath, label: 'Basket', countLabel: 'Basket, {count} items', countLabelOne: 'Basket, 1 item' }} />
    </header>,
  )
  document.body.append(container)
  return container
}

describe('island hydration', () => {
  it('hydrates the server HTML without a mismatch and marks the island', async () => {
    const container = serverRender('/cart')
    const island = container.querySelector<HTMLElement>('[data-island="cart-count"]')!
    await act(() => hydrateIslands(container))
    await waitFor(() => expect(island.hasAttribute('data-hydrated')).toBe(true))
  })

  it('leaves islands marked defer for a later, explicit pass', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Island name="cart-count" defer props={{ cartPath: '/cart', label: 'Basket', countLabel: 'Basket, {count} items', countLabelOne: 'Basket, 1 item' }} />)
    document.body.append(container)
    const island = container.querySelector<HTMLElement>('[data-island="cart-count"]')!
    await act(() => hydrateIslands(container))
    expect(island.hasAttribute('data-island-claimed')).toBe(false)
    await act(() => hydrateIslands(container, undefined, { deferred: true }))
    await waitFor(() => expect(island.hasAttribute('data-hydrated')).toBe(true))
  })

  it('hydrates islands marked defer="interaction" only when the shopper first reaches them', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Island name="cart-count" defer="interaction" props={{ cartPath: '/cart', label: 'Basket', countLabel: 'Basket, {count} items', countLabelOne: 'Basket, 1 item' }} />)
    document.body.append(container)
    const island = container.querySelector<HTMLElement>('[data-island="cart-count"]')!
    expect(island.getAttribute('data-island-defer')).toBe('interaction')
    await act(() => hydrateIslands(container))
    await act(() => hydrateIslands(container, undefined, { deferred: true }))
    expect(island.hasAttribute('data-hydrated')).toBe(false)
    await act(async () => island.querySelector('a')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true })))
    await waitFor(() => expect(island.hasAttribute('data-hydrated')).toBe(true))
  })

  it('shows the count from the cart store once hydrated', async () => {
    const container = serverRender('/cart')
    await act(() => hydrateIslands(container))
    const link = container.querySelector('a')!
    expect(link.getAttribute('aria-label')).toBe('Basket')
    expect(container.querySelector('[data-testid="cart-count"]')).toBeNull()
    await act(async () => setCartTotalQuantity(3))
    expect(container.querySelector('[data-testid="cart-count"]')?.textContent).toBe('3')
    expect(link.getAttribute('aria-label')).toBe('Basket, 3 items')
  })

  it('carries props that look like markup through intact', async () => {
    const hostile = '/cart?x=</script><script>window.pwned=1</script><!--'
    const container = serverRender(hostile)
    expect(container.querySelectorAll('script')).toHaveLength(1)
    await act(() => hydrateIslands(container))
    expect(container.querySelector('a')?.getAttribute('href')).toBe(hostile)
    expect((window as { pwned?: number }).pwned).toBeUndefined()
  })

  it('hydrates each island once even when asked twice', async () => {
    const container = serverRender('/cart')
    await act(() => Promise.all([hydrateIslands(container), hydrateIslands(container)]))
    await act(async () => setCartTotalQuantity(1))
    expect(container.querySelectorAll('[data-testid="cart-count"]')).toHaveLength(1)
  })

  it('reports an island that is not registered and leaves its HTML alone', async () => {
    const container = document.createElement('div')
    container.innerHTML = '<div data-island="no-such-island"><a href="/x">x</a></div>'
    await hydrateIslands(container)
    expect(consoleError).toHaveBeenCalledWith('No island is registered as "no-such-island"')
    consoleError.mockClear()
    expect(container.innerHTML).toBe('<div data-island="no-such-island" data-island-claimed=""><a href="/x">x</a></div>')
  })
})
