import { act, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startCartBadge } from '../effects/cart-badge'
import { startVatSwitchState } from '../effects/vat-switch-state'
import { resetCart, setCartTotalQuantity } from '../stores/cart'
import { customer } from '../stores/customer'
import { dismissAll, notify } from '../stores/notifications'
import { priceDisplay, setPriceDisplay } from '../stores/price-display'
import type { AfterLoad } from './after-load'
import { hydrateIslands, unmountIslands } from './hydrate'
import type { HydrationMode } from './hydration-mode'
import { Island } from './island'
import { islandLoaders } from './registry'

// React warns through console.error on hydration mismatches; any such call fails the test.
let consoleError: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error')
  resetCart()
  dismissAll()
  setPriceDisplay(true)
  document.body.innerHTML = ''
})
afterEach(() => {
  expect(consoleError).not.toHaveBeenCalled()
  consoleError.mockRestore()
  vi.unstubAllGlobals()
})

/** "After load" as a test decides it: `pass()` lets the islands' idle and in-view waits go on. */
function gate(): { afterLoad: AfterLoad; pass: () => void } {
  const waiting: (() => void)[] = []
  let passed = false
  return {
    afterLoad: (task) => (passed ? task() : waiting.push(task)),
    pass: () => {
      passed = true
      for (const task of waiting.splice(0)) task()
    },
  }
}
const loaded: AfterLoad = (task) => task()
const neverLoaded: AfterLoad = () => {}

function serverRender(markup: React.ReactNode): HTMLElement {
  const container = document.createElement('div')
  container.innerHTML = renderToString(markup)
  document.body.append(container)
  return container
}

const cartProps = (cartPath = '/cart') => ({ cartPath, label: 'Basket', countLabel: 'Basket, {count} items', countLabelOne: 'Basket, 1 item' })
function cartCount(hydrate?: HydrationMode, cartPath?: string): { container: HTMLElement; island: HTMLElement } {
  const container = serverRender(
    <header>
      <Island name="cart-count" {...(hydrate ? { hydrate } : {})} props={cartProps(cartPath)} />
    </header>,
  )
  return { container, island: container.querySelector<HTMLElement>('[data-island="cart-count"]')! }
}

const hydrated = (island: HTMLElement) => island.hasAttribute('data-hydrated')
/** Lets pending chunks and React's work settle, for checks that nothing happened. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)))

describe('island hydration', () => {
  it('hydrates the server HTML without a mismatch and marks the island', async () => {
    const { container, island } = cartCount('idle')
    await act(async () => hydrateIslands(container, { afterLoad: loaded }))
    await waitFor(() => expect(hydrated(island)).toBe(true))
  })

  it('marks every island with when it hydrates, on the shopper\'s first interaction unless told otherwise', () => {
    expect(cartCount().island.getAttribute('data-island-hydrate')).toBe('interaction')
    expect(cartCount('visible').island.getAttribute('data-island-hydrate')).toBe('visible')
  })

  it('hydrates nothing at load: an idle island waits until the page has loaded', async () => {
    const { container, island } = cartCount('idle')
    const page = gate()
    await act(async () => hydrateIslands(container, { afterLoad: page.afterLoad }))
    await settle()
    expect(hydrated(island)).toBe(false)
    await act(async () => page.pass())
    await waitFor(() => expect(hydrated(island)).toBe(true))
  })

  it.each(['pointerover', 'pointerdown', 'focusin', 'keydown', 'input'])('hydrates any island at once on a first %s, before load', async (type) => {
    const { container, island } = cartCount('idle')
    await act(async () => hydrateIslands(container, { afterLoad: neverLoaded }))
    await act(async () => island.querySelector('a')!.dispatchEvent(new Event(type, { bubbles: true })))
    await waitFor(() => expect(hydrated(island)).toBe(true))
  })

  it('hydrates at once an island the shopper is already in when it is found (focus reached it before the scripts)', async () => {
    const { container, island } = cartCount('interaction')
    island.querySelector('a')!.focus()
    await act(async () => hydrateIslands(container, { afterLoad: neverLoaded }))
    await waitFor(() => expect(hydrated(island)).toBe(true))
  })

  it('hydrates an island marked interaction only when the shopper first reaches it, even after load', async () => {
    const { container, island } = cartCount('interaction')
    await act(async () => hydrateIslands(container, { afterLoad: loaded }))
    await settle()
    expect(hydrated(island)).toBe(false)
    await act(async () => island.querySelector('a')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true })))
    await waitFor(() => expect(hydrated(island)).toBe(true))
  })

  it('shows the count from the cart store once hydrated', async () => {
    const { container } = cartCount('idle')
    await act(async () => hydrateIslands(container, { afterLoad: loaded }))
    await waitFor(() => expect(container.querySelector('[data-hydrated]')).not.toBeNull())
    const link = container.querySelector('a')!
    expect(link.getAttribute('aria-label')).toBe('Basket')
    expect(container.querySelector('[data-testid="cart-count"]')).toBeNull()
    await act(async () => setCartTotalQuantity(3))
    expect(container.querySelector('[data-testid="cart-count"]')?.textContent).toBe('3')
    expect(link.getAttribute('aria-label')).toBe('Basket, 3 items')
  })

  it('carries props that look like markup through intact', async () => {
    const hostile = '/cart?x=</script><script>window.pwned=1</script><!--'
    const { container, island } = cartCount('idle', hostile)
    expect(container.querySelectorAll('script')).toHaveLength(1)
    await act(async () => hydrateIslands(container, { afterLoad: loaded }))
    await waitFor(() => expect(hydrated(island)).toBe(true))
    expect(container.querySelector('a')?.getAttribute('href')).toBe(hostile)
    expect((window as { pwned?: number }).pwned).toBeUndefined()
  })

  it('hydrates each island once even when asked twice', async () => {
    const { container, island } = cartCount('idle')
    await act(async () => {
      hydrateIslands(container, { afterLoad: loaded })
      hydrateIslands(container, { afterLoad: loaded })
    })
    await waitFor(() => expect(hydrated(island)).toBe(true))
    await act(async () => setCartTotalQuantity(1))
    expect(container.querySelectorAll('[data-testid="cart-count"]')).toHaveLength(1)
  })

  it('reports an island that is not registered and leaves its HTML alone', async () => {
    const container = document.createElement('div')
    container.innerHTML = '<div data-island="no-such-island" data-island-hydrate="idle"><a href="/x">x</a></div>'
    hydrateIslands(container, { afterLoad: loaded })
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('No island is registered as "no-such-island"'))
    consoleError.mockClear()
    expect(container.innerHTML).toBe('<div data-island="no-such-island" data-island-hydrate="idle" data-island-claimed=""><a href="/x">x</a></div>')
  })

  it('leaves an island a navigation took away before it hydrated', async () => {
    const { container, island } = cartCount('idle')
    const page = gate()
    hydrateIslands(container, { afterLoad: page.afterLoad })
    unmountIslands(container)
    await act(async () => {
      page.pass()
      island.querySelector('a')!.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    })
    await settle()
    expect(hydrated(island)).toBe(false)
  })
})

describe('islands hydrated once in view', () => {
  /** An IntersectionObserver the test drives: `show()` reports the watched elements in view. */
  function stubObserver() {
    const watched: Element[] = []
    let report: ((entries: { isIntersecting: boolean; target: Element }[]) => void) | null = null
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean; target: Element }[]) => void) {
          report = callback
        }
        observe(element: Element) {
          watched.push(element)
        }
        disconnect() {
          watched.length = 0
        }
      },
    )
    return { watched, show: () => report?.(watched.map((target) => ({ isIntersecting: true, target }))) }
  }

  it('start watching after load, watch the island’s content (its own box is display: contents), and hydrate when it shows', async () => {
    const observer = stubObserver()
    const { container, island } = cartCount('visible')
    const page = gate()
    await act(async () => hydrateIslands(container, { afterLoad: page.afterLoad }))
    expect(observer.watched).toEqual([])
    await act(async () => page.pass())
    expect(observer.watched).toEqual([island.querySelector('a')])
    await settle()
    expect(hydrated(island)).toBe(false)
    await act(async () => observer.show())
    await waitFor(() => expect(hydrated(island)).toBe(true))
    expect(observer.watched).toEqual([])
  })

  it('hydrate sooner on a first interaction, and stop watching', async () => {
    const observer = stubObserver()
    const { container, island } = cartCount('visible')
    await act(async () => hydrateIslands(container, { afterLoad: loaded }))
    await act(async () => island.querySelector('a')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true })))
    await waitFor(() => expect(hydrated(island)).toBe(true))
    expect(observer.watched).toEqual([])
  })
})

describe('what the shopper does before an island hydrates', () => {
  function priceSwitch(): { container: HTMLElement; island: HTMLElement; button: HTMLButtonElement } {
    const container = serverRender(<Island name="price-display-switch" props={{ texts: { 'header.vat.label': 'Show prices', 'header.vat.including': 'inc. VAT', 'header.vat.excluding': 'ex. VAT' } }} />)
    const island = container.querySelector<HTMLElement>('[data-island]')!
    return { container, island, button: island.querySelector('button')! }
  }

  it('keeps a click on a button only a script can serve, and does it once the island has hydrated', async () => {
    const { container, island, button } = priceSwitch()
    // The island's chunk is on its way until the test lets it arrive.
    let arrive = () => {}
    const arrived = new Promise<void>((resolve) => (arrive = resolve))
    const loaders = { ...islandLoaders, 'price-display-switch': () => arrived.then(islandLoaders['price-display-switch']) }
    await act(async () => hydrateIslands(container, { loaders, afterLoad: neverLoaded }))
    // A tap: the press starts the island's hydration, the click comes before its chunk does.
    await act(async () => {
      button.dispatchEvent(new Event('pointerdown', { bubbles: true }))
      button.click()
    })
    await settle()
    expect(hydrated(island)).toBe(false)
    expect(priceDisplay.includingVat).toBe(true)
    await act(async () => arrive())
    await waitFor(() => expect(hydrated(island)).toBe(true))
    await waitFor(() => expect(button.getAttribute('aria-checked')).toBe('false'))
    expect(priceDisplay.includingVat).toBe(false)
    expect(document.documentElement.classList.contains('ex-vat')).toBe(true)
  })

  it('does it once: a click after hydration is React’s alone', async () => {
    const { container, island, button } = priceSwitch()
    await act(async () => hydrateIslands(container, { afterLoad: loaded }))
    await act(async () => button.dispatchEvent(new FocusEvent('focusin', { bubbles: true })))
    await waitFor(() => expect(hydrated(island)).toBe(true))
    await settle()
    await act(async () => button.click())
    await settle()
    expect(priceDisplay.includingVat).toBe(false)
  })
})

describe('islands their store asks for', () => {
  const texts = {
    'notification.region': 'Notifications',
    'notification.close': 'Close',
    'notification.success': 'Success',
    'notification.warning': 'Warning',
    'notification.danger': 'Error',
    'notification.info': 'Information',
  }
  const notificationArea = () => {
    const container = serverRender(<Island name="notification-area" props={{ texts }} />)
    return { container, island: container.querySelector<HTMLElement>('[data-island]')! }
  }

  it('the notification area hydrates for a notification raised before load, and shows it', async () => {
    const { container, island } = notificationArea()
    await act(async () => hydrateIslands(container, { afterLoad: neverLoaded }))
    await settle()
    expect(hydrated(island)).toBe(false)
    await act(async () => void notify({ type: 'warning', message: 'Raised early' }))
    await waitFor(() => expect(island.textContent).toContain('Raised early'))
  })

  it('the notification area hydrates at once for a notification raised before it was found', async () => {
    await act(async () => void notify({ type: 'info', message: 'Raised before the islands', persistent: true }))
    const { container, island } = notificationArea()
    await act(async () => hydrateIslands(container, { afterLoad: neverLoaded }))
    await waitFor(() => expect(island.textContent).toContain('Raised before the islands'))
  })
})

describe('islands this shopper needs after load', () => {
  const accountTexts = {
    'header.account.myAccount': 'My account',
    'header.account.greeting': 'Hi {firstName}',
    'header.account.menu': 'Account',
    'page.account': 'Account',
    'page.account.orders': 'Orders',
    'page.account.printers': 'Printers',
    'page.account.quickReorder': 'Quick reorder',
    'page.account.returns': 'Returns',
    'header.account.signOut': 'Sign out',
    'header.wishlist.count': 'Wish list, {count} items',
    'header.wishlist.count.one': 'Wish list, 1 item',
  }
  const links = { account: '/a', orders: '/o', printers: '/p', quickReorder: '/q', returns: '/r', wishlist: '/w' }
  const accountMenu = () => {
    const container = serverRender(<Island name="account-menu" hydrate="personal" props={{ texts: accountTexts, signInPath: '/in', homePath: '/', links }} />)
    return { container, island: container.querySelector<HTMLElement>('[data-island]')! }
  }
  afterEach(() => {
    Object.assign(customer, { signedIn: null, firstName: null })
  })

  it('hydrates a signed-in shopper’s account menu once the page has loaded and the session says so', async () => {
    const { container, island } = accountMenu()
    const page = gate()
    await act(async () => hydrateIslands(container, { afterLoad: page.afterLoad }))
    await act(async () => void Object.assign(customer, { signedIn: true, firstName: 'Ann' }))
    await settle()
    expect(hydrated(island)).toBe(false)
    await act(async () => page.pass())
    await waitFor(() => expect(island.querySelector('button')?.textContent).toBe('Hi Ann'))
  })

  it('leaves a guest’s account menu to the shopper: it hydrates on their first interaction', async () => {
    const { container, island } = accountMenu()
    await act(async () => hydrateIslands(container, { afterLoad: loaded }))
    await act(async () => void Object.assign(customer, { signedIn: false }))
    await settle()
    expect(hydrated(island)).toBe(false)
    await act(async () => island.querySelector('a')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true })))
    await waitFor(() => expect(hydrated(island)).toBe(true))
  })
})

describe('the basket badge drawn before its island hydrates', () => {
  it('shows the session’s count without React, and the island hydrates over it without a mismatch', async () => {
    const { container, island } = cartCount('interaction')
    const stop = startCartBadge(container)
    await act(async () => hydrateIslands(container, { afterLoad: loaded }))
    await act(async () => setCartTotalQuantity(2))
    const link = container.querySelector('a')!
    expect(container.querySelector('[data-testid="cart-count"]')?.textContent).toBe('2')
    expect(link.getAttribute('aria-label')).toBe('Basket, 2 items')
    expect(hydrated(island)).toBe(false)
    await act(async () => link.dispatchEvent(new FocusEvent('focusin', { bubbles: true })))
    await waitFor(() => expect(hydrated(island)).toBe(true))
    // React keeps it from here: the count follows the store, once.
    await act(async () => setCartTotalQuantity(1))
    expect(container.querySelectorAll('[data-testid="cart-count"]')).toHaveLength(1)
    expect(container.querySelector('[data-testid="cart-count"]')?.textContent).toBe('1')
    expect(link.getAttribute('aria-label')).toBe('Basket, 1 item')
    stop()
  })

  it('hydrates over the count it shows when the basket changes while React is starting, then shows the new count', async () => {
    const { container, island } = cartCount('interaction')
    const stop = startCartBadge(container)
    await act(async () => hydrateIslands(container, { afterLoad: loaded }))
    await act(async () => setCartTotalQuantity(2))
    // The basket changes once the island is React's, before React has drawn it: the drawing has
    // stopped, so the page still says 2 when React hydrates.
    const changeWhenHydrating = new MutationObserver(() => {
      if (!island.hasAttribute('data-hydrating')) return
      changeWhenHydrating.disconnect()
      setCartTotalQuantity(3)
    })
    changeWhenHydrating.observe(island, { attributes: true })
    // A mismatch would be reported to the window, and React would draw the island anew.
    const reported: unknown[] = []
    const report = (event: ErrorEvent) => reported.push(event.error)
    window.addEventListener('error', report)
    const drawnBadge = container.querySelector('[data-testid="cart-count"]')
    await act(async () => container.querySelector('a')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true })))
    await waitFor(() => expect(hydrated(island)).toBe(true))
    await waitFor(() => expect(container.querySelector('[data-testid="cart-count"]')?.textContent).toBe('3'))
    window.removeEventListener('error', report)
    expect(reported).toEqual([])
    expect(container.querySelector('[data-testid="cart-count"]')).toBe(drawnBadge)
    expect(container.querySelector('a')!.getAttribute('aria-label')).toBe('Basket, 3 items')
    stop()
  })

  it('takes the badge away again when the cart is forgotten (signed out), back to the plain name', async () => {
    const { container } = cartCount('interaction')
    const stop = startCartBadge(container)
    await act(async () => setCartTotalQuantity(4))
    await act(async () => resetCart())
    expect(container.querySelector('[data-testid="cart-count"]')).toBeNull()
    expect(container.querySelector('a')!.getAttribute('aria-label')).toBe('Basket')
    stop()
  })
})

describe('the VAT switch’s state said before its island hydrates', () => {
  const vatTexts = { 'header.vat.label': 'Show prices', 'header.vat.including': 'inc. VAT', 'header.vat.excluding': 'ex. VAT' }

  it('says ex. VAT for a shopper who chose it, and the island hydrates over that without a mismatch', async () => {
    document.documentElement.classList.add('ex-vat')
    const container = serverRender(<Island name="price-display-switch" props={{ texts: vatTexts }} />)
    const island = container.querySelector<HTMLElement>('[data-island]')!
    const button = island.querySelector('button')!
    const stop = startVatSwitchState(container)
    await act(async () => hydrateIslands(container, { afterLoad: loaded }))
    expect(button.getAttribute('aria-checked')).toBe('false')
    expect(island.querySelector('[aria-live]')?.textContent).toBe('ex. VAT')
    await act(async () => button.dispatchEvent(new FocusEvent('focusin', { bubbles: true })))
    await waitFor(() => expect(hydrated(island)).toBe(true))
    await settle()
    await act(async () => button.click())
    await waitFor(() => expect(button.getAttribute('aria-checked')).toBe('true'))
    expect(document.documentElement.classList.contains('ex-vat')).toBe(false)
    stop()
  })
})
