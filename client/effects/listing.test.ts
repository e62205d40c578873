import { afterEach, describe, expect, it, vi } from 'vitest'
import { bindListingPage, listenForListingControls } from './listing'

function widthQuery(matches: boolean) {
  return { matches, addEventListener: vi.fn(), removeEventListener: vi.fn() }
}

const PAGE = `
  <details open data-filter-panel=""><summary>Filter results</summary><nav>filters</nav></details>
  <form method="get" action="/ink-cartridges.html" data-listing-options="">
    <select name="sort"><option value="">Sort: Relevance</option><option value="price_ASC">Price: low to high</option></select>
    <button type="submit">Apply</button>
  </form>
  <div role="group"><button type="button" data-listing-layout-choice="grid" aria-pressed="true">Grid</button><button type="button" data-listing-layout-choice="list" aria-pressed="false">List</button></div>`

afterEach(() => {
  document.documentElement.removeAttribute('data-listing-layout')
  document.body.innerHTML = ''
})

describe('the listing page binding', () => {
  it('folds the filter panel on a narrow screen and marks it bound', () => {
    document.body.innerHTML = PAGE
    const unbind = bindListingPage(document, widthQuery(false))
    const panel = document.querySelector('details')!
    expect(panel.open).toBe(false)
    expect(panel.hasAttribute('data-panel-bound')).toBe(true)
    unbind()
  })

  it('keeps it open on a wide screen', () => {
    document.body.innerHTML = PAGE
    bindListingPage(document, widthQuery(true))()
    expect(document.querySelector('details')!.open).toBe(true)
  })

  it('shows the layout the head script applied', () => {
    document.body.innerHTML = PAGE
    document.documentElement.setAttribute('data-listing-layout', 'list')
    bindListingPage(document, widthQuery(true))()
    expect(document.querySelector('[data-listing-layout-choice="list"]')!.getAttribute('aria-pressed')).toBe('true')
    expect(document.querySelector('[data-listing-layout-choice="grid"]')!.getAttribute('aria-pressed')).toBe('false')
  })
})

describe('the listing controls', () => {
  it('applies a new sort at once', () => {
    document.body.innerHTML = PAGE
    const stop = listenForListingControls(document)
    const form = document.querySelector('form')!
    const submitted = vi.fn((event: Event) => event.preventDefault())
    form.addEventListener('submit', submitted)
    const select = document.querySelector('select')!
    select.value = 'price_ASC'
    select.dispatchEvent(new Event('change', { bubbles: true }))
    expect(submitted).toHaveBeenCalledTimes(1)
    stop()
  })

  it('switches to a list and remembers it in its cookie, and back to the grid', () => {
    document.body.innerHTML = PAGE
    const stop = listenForListingControls(document)
    ;(document.querySelector('[data-listing-layout-choice="list"]') as HTMLButtonElement).click()
    expect(document.documentElement.getAttribute('data-listing-layout')).toBe('list')
    expect(document.cookie.split('; ')).toContain('listing_layout=list')
    ;(document.querySelector('[data-listing-layout-choice="grid"]') as HTMLButtonElement).click()
    expect(document.documentElement.hasAttribute('data-listing-layout')).toBe(false)
    expect(document.cookie.split('; ')).toContain('listing_layout=grid')
    stop()
  })
})
