import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_STORE } from '../../shared/constants/stores'
import { translator } from '../../shared/messages/translate'
import type { MenuEntry } from '../../shared/rules/menu'
import { DesktopNav } from '../components/desktop-nav'
import { emitRouteChange } from '../runtime/route-change'
import { closeEverything, overlayVisible, ui } from '../stores/ui'
import { startDesktopMenu } from './desktop-menu'

const MENU: MenuEntry[] = [
  {
    uid: 'ink',
    name: 'Ink Cartridges',
    path: '/ink-cartridges.html',
    children: [
      { uid: 'hp', name: 'HP', path: '/ink-cartridges/hp.html' },
      { uid: 'canon', name: 'Canon', path: '/ink-cartridges/canon.html' },
    ],
  },
  { uid: 'toner', name: 'Toner Cartridges', path: '/toner-cartridges.html', children: [{ uid: 'brother', name: 'Brother', path: '/toner-cartridges/brother.html' }] },
  { uid: 'paper', name: 'Paper', path: '/paper.html', children: [] },
]

let stop: () => void = () => {}

/** valtio tells subscribers after a microtask. */
const settled = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

const item = (uid: string) => document.querySelector<HTMLElement>(`[data-menu-item="${uid}"]`)!
const panel = (uid: string) => item(uid).querySelector<HTMLElement>('[data-menu-panel]')!
const toggle = (uid: string) => item(uid).querySelector<HTMLButtonElement>('[data-menu-toggle]')!
const link = (name: string) => [...document.querySelectorAll('a')].find((a) => a.textContent === name)!
const nav = () => document.querySelector<HTMLElement>('[data-desktop-menu]')!

function hover(target: Element): void {
  target.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }))
}

beforeEach(async () => {
  closeEverything()
  document.body.innerHTML = `${renderToString(<DesktopNav store={DEFAULT_STORE} t={translator('en_GB')} menu={MENU} />)}<input id="elsewhere">`
  stop = startDesktopMenu(document)
  await settled()
})
afterEach(() => stop())

describe('desktop menu', () => {
  it('hides every submenu once bound, leaving the hover-only CSS behind', () => {
    expect(panel('ink').hidden).toBe(true)
    expect(panel('toner').hidden).toBe(true)
    expect(toggle('ink').getAttribute('aria-expanded')).toBe('false')
  })

  it('opens the hovered submenu with the overlay, and reflects it on the markup', async () => {
    hover(link('HP').closest('li')!.parentElement!)
    hover(link('Ink Cartridges'))
    await settled()
    expect(ui.desktopMenu).toEqual({ uid: 'ink', overlay: true })
    expect(overlayVisible(ui)).toBe(true)
    expect(panel('ink').hidden).toBe(false)
    expect(item('ink').hasAttribute('data-open')).toBe(true)
    expect(toggle('ink').getAttribute('aria-expanded')).toBe('true')
    expect(panel('toner').hidden).toBe(true)
  })

  it('closes when hovering an entry that is not a submenu, and when the mouse leaves the bar', async () => {
    hover(link('Ink Cartridges'))
    hover(link('Paper'))
    expect(ui.desktopMenu).toBeNull()
    hover(link('Toner Cartridges'))
    expect(ui.desktopMenu?.uid).toBe('toner')
    nav().dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' }))
    await settled()
    expect(ui.desktopMenu).toBeNull()
    expect(panel('toner').hidden).toBe(true)
  })

  it('ignores touch hovers, so a tap on a link just follows it', () => {
    link('Ink Cartridges').dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'touch' }))
    expect(ui.desktopMenu).toBeNull()
  })

  it('closes on a click on a submenu link or anywhere else', () => {
    hover(link('Ink Cartridges'))
    link('HP').addEventListener('click', (event) => event.preventDefault())
    link('HP').click()
    expect(ui.desktopMenu).toBeNull()
    hover(link('Ink Cartridges'))
    document.body.click()
    expect(ui.desktopMenu).toBeNull()
  })

  it('opens and closes by the disclosure button, and Escape returns focus to it', async () => {
    toggle('ink').focus()
    toggle('ink').click()
    expect(ui.desktopMenu).toEqual({ uid: 'ink', overlay: true })
    toggle('ink').click()
    expect(ui.desktopMenu).toBeNull()
    toggle('ink').click()
    await settled()
    link('Canon').focus()
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(ui.desktopMenu).toBeNull()
    expect(document.activeElement).toBe(toggle('ink'))
  })

  it('closes when focus moves out of the open submenu', () => {
    toggle('ink').click()
    link('HP').focus()
    expect(ui.desktopMenu?.uid).toBe('ink')
    document.querySelector<HTMLInputElement>('#elsewhere')!.focus()
    expect(ui.desktopMenu).toBeNull()
  })

  it('closes on a route change', async () => {
    hover(link('Ink Cartridges'))
    emitRouteChange(new URL('https://shop.test/paper.html'))
    await settled()
    expect(ui.desktopMenu).toBeNull()
    expect(panel('ink').hidden).toBe(true)
  })
})
