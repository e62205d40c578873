import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { translator } from '../../shared/messages/translate'
import { ProductTabs } from '../components/product/product-tabs'
import { bindProductTabs } from './product-tabs'

const SECTIONS = [
  { id: 'reviews', title: 'Reviews (3)', content: <p id="review-2">A good cartridge.</p> },
  { id: 'about', title: 'About this product', content: <p>Genuine HP ink.</p> },
  { id: 'specifications', title: 'Specifications', content: <p>Colour: yellow</p> },
]

let unbind: () => void = () => {}

function render(): HTMLElement {
  document.body.innerHTML = `<a href="#reviews" id="rating">4.50 out of 5</a>${renderToString(<ProductTabs t={translator('en_GB')} sections={SECTIONS} />)}`
  return document.querySelector<HTMLElement>('[data-product-tabs]')!
}

function bind(): HTMLElement {
  const root = render()
  unbind = bindProductTabs(root)
  return root
}

const tabs = () => [...document.querySelectorAll<HTMLElement>('[role="tab"]')]
const tab = (name: string) => tabs().find((entry) => entry.textContent === name)!
const shownPanels = () => [...document.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter((panel) => !panel.hidden).map((panel) => panel.id)
const selected = () => tabs().find((entry) => entry.getAttribute('aria-selected') === 'true')?.textContent

function press(key: string): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })
  document.activeElement!.dispatchEvent(event)
  return event
}

beforeEach(() => {
  history.replaceState(null, '', '/hp-963.html')
})

afterEach(() => {
  unbind()
  document.body.innerHTML = ''
})

describe('the product tabs', () => {
  it('follow the ARIA tabs pattern: a named tablist, tabs controlling labelled panels, one panel shown', () => {
    bind()
    const list = document.querySelector('[role="tablist"]')!
    expect(list.getAttribute('aria-label')).toBe('About this product')
    expect(tabs().map((entry) => entry.closest('[role="tablist"]'))).toEqual([list, list, list])
    for (const entry of tabs()) {
      const panel = document.getElementById(entry.getAttribute('aria-controls')!)!
      expect(panel.getAttribute('role')).toBe('tabpanel')
      expect(panel.getAttribute('aria-labelledby')).toBe(entry.id)
      // The heading is still there for screen readers, only not shown twice.
      expect(panel.querySelector('h2')!.classList.contains('sr-only')).toBe(true)
    }
    expect(selected()).toBe('Reviews (3)')
    expect(shownPanels()).toEqual(['reviews'])
    expect(tabs().map((entry) => entry.tabIndex)).toEqual([0, -1, -1])
  })

  it('take over from the stylesheet, which shows one panel until they are bound', () => {
    const root = render()
    expect(root.hasAttribute('data-tabs-bound')).toBe(false)
    unbind = bindProductTabs(root)
    expect(root.hasAttribute('data-tabs-bound')).toBe(true)
  })

  it('move focus with Left, Right, Home and End, wrapping round, and open a tab with Enter or Space', () => {
    bind()
    tab('Reviews (3)').focus()
    expect(press('ArrowRight').defaultPrevented).toBe(true)
    expect(document.activeElement).toBe(tab('About this product'))
    // Focus alone does not change the panel (manual activation).
    expect(shownPanels()).toEqual(['reviews'])
    press('Enter')
    expect(selected()).toBe('About this product')
    expect(shownPanels()).toEqual(['about'])
    expect(tabs().map((entry) => entry.tabIndex)).toEqual([-1, 0, -1])
    expect(location.hash).toBe('#about')

    press('End')
    expect(document.activeElement).toBe(tab('Specifications'))
    press('ArrowRight')
    expect(document.activeElement).toBe(tab('Reviews (3)'))
    press('ArrowLeft')
    expect(document.activeElement).toBe(tab('Specifications'))
    press('Home')
    expect(document.activeElement).toBe(tab('Reviews (3)'))
    press('ArrowLeft')
    press(' ')
    expect(shownPanels()).toEqual(['specifications'])
  })

  it('open a tab by a click, without leaving the page', () => {
    bind()
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
    tab('Specifications').dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    expect(shownPanels()).toEqual(['specifications'])
  })

  it('open the tab the address names at load, also for an element inside a panel', () => {
    history.replaceState(null, '', '/hp-963.html#specifications')
    bind()
    expect(shownPanels()).toEqual(['specifications'])
    unbind()
    history.replaceState(null, '', '/hp-963.html#review-2')
    bind()
    expect(shownPanels()).toEqual(['reviews'])
  })

  it('open the tab a link elsewhere on the page points to, and the tab a changed hash names', () => {
    bind()
    tab('About this product').click()
    document.getElementById('rating')!.click()
    expect(shownPanels()).toEqual(['reviews'])
    expect(document.activeElement).toBe(tab('Reviews (3)'))
    history.replaceState(null, '', '/hp-963.html#specifications')
    window.dispatchEvent(new HashChangeEvent('hashchange'))
    expect(shownPanels()).toEqual(['specifications'])
  })

  it('stop listening once unbound', () => {
    bind()
    unbind()
    tab('Reviews (3)').focus()
    press('ArrowRight')
    expect(document.activeElement).toBe(tab('Reviews (3)'))
  })
})
