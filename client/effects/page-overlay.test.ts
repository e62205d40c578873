import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { closeEverything, openDesktopMenu, openPanel, toggleMobileTab, ui } from '../stores/ui'
import { startPageOverlay } from './page-overlay'

let stop: () => void = () => {}
const settled = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
const overlay = () => document.querySelector<HTMLElement>('[data-page-overlay]')!

beforeEach(() => {
  closeEverything()
  document.body.innerHTML = '<div data-page-overlay hidden></div>'
  stop = startPageOverlay(document)
})
afterEach(() => stop())

describe('page overlay', () => {
  it('shows for an open submenu or a mobile tab, and goes when they close', async () => {
    openDesktopMenu('ink', true)
    await settled()
    expect(overlay().hidden).toBe(false)
    closeEverything()
    await settled()
    expect(overlay().hidden).toBe(true)
    toggleMobileTab('menu')
    await settled()
    expect(overlay().hidden).toBe(false)
  })

  it('closes the submenu, the mobile tab and the panel when clicked', async () => {
    toggleMobileTab('account')
    overlay().click()
    expect(ui.mobileTab).toBeNull()
    openPanel('cart')
    openDesktopMenu('ink', true)
    overlay().click()
    expect({ panel: ui.panel, menu: ui.desktopMenu }).toEqual({ panel: null, menu: null })
    await settled()
    expect(overlay().hidden).toBe(true)
  })
})
