import { afterEach, describe, expect, it } from 'vitest'
import { whenActivated } from './activation'
import { track } from './analytics'

/**
 * Puts the document in the state of a page the browser is prerendering; answers how to activate it,
 * which settles once the activated page has painted its first frame and what waited has run.
 */
function prerendering(): () => Promise<void> {
  let hidden = true
  Object.defineProperty(document, 'prerendering', { configurable: true, get: () => hidden })
  return async () => {
    hidden = false
    document.dispatchEvent(new Event('prerenderingchange'))
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)))
  }
}

afterEach(() => {
  Reflect.deleteProperty(document, 'prerendering')
  delete window.dataLayer
})

describe('a page shown as usual', () => {
  it('starts at once', () => {
    const started: string[] = []
    whenActivated(() => started.push('platform'))
    expect(started).toEqual(['platform'])
  })
})

describe('a prerendered page (issue 26)', () => {
  it('starts nothing until it is shown and has painted, then everything once and in order', async () => {
    const activate = prerendering()
    const started: string[] = []
    whenActivated(() => started.push('platform'))
    whenActivated(() => started.push('session'))
    expect(started).toEqual([])
    const atActivation: string[][] = []
    document.addEventListener('prerenderingchange', () => atActivation.push([...started]), { once: true })
    await activate()
    // Nothing ran in the activation itself: the first frame came first.
    expect(atActivation).toEqual([[]])
    document.dispatchEvent(new Event('prerenderingchange'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(started).toEqual(['platform', 'session'])
  })

  it('sends no analytics event before it is shown, and sends each one once after', async () => {
    const activate = prerendering()
    const tape = { sku: 'TZE-231', name: 'Brother TZe-231 label tape', pricePence: 1250 }
    track('view_item', { currency: 'GBP', items: [tape] })
    track('search', { term: 'tze' })
    expect(window.dataLayer ?? []).toEqual([])
    await activate()
    expect(window.dataLayer?.map((entry) => entry.event)).toEqual([undefined, 'view_item', 'search'])
  })

  it('sends nothing at all when it is never shown', () => {
    prerendering()
    track('view_item_list', { currency: 'GBP', listId: '/ink', listName: 'Ink', items: [] })
    expect(window.dataLayer ?? []).toEqual([])
  })
})
