/**
 * @module
 * The desktop category bar's behaviour (SPEC §2 Shell "Desktop navigation"), bound to the server
 * markup of `DesktopNav` by data attributes. Hovering a top-level item opens its submenu; leaving
 * the bar, any click or a route change (the ui store) closes it. Keyboard: each submenu has a
 * disclosure button; Escape closes and puts focus back on it; moving focus out closes. The open
 * submenu lives in the ui store, so the overlay and the rest of the shell agree with the bar.
 */
import { subscribe } from 'valtio/vanilla'
import { closeDesktopMenu, openDesktopMenu, ui } from '../stores/ui'

const ITEM = '[data-menu-item]'
const TOGGLE = '[data-menu-toggle]'
const PANEL = '[data-menu-panel]'

function itemOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(ITEM) : null
}

const hasSubmenu = (item: HTMLElement) => item.hasAttribute('data-submenu')
const uidOf = (item: HTMLElement) => item.dataset.menuItem ?? ''
/** Touch has no hover: a tap on a link navigates, and the disclosure button opens a submenu. */
const isHover = (event: PointerEvent) => event.pointerType !== 'touch'

/** SPEC §2: an open submenu turns the overlay on (the entries that never dim the page are not submenus). */
const open = (item: HTMLElement) => openDesktopMenu(uidOf(item), true)

/** Binds the bar inside `doc`; returns the function that unbinds it. */
export function startDesktopMenu(doc: Document = document): () => void {
  const nav = doc.querySelector<HTMLElement>('[data-desktop-menu]')
  if (!nav) return () => {}
  const items = [...nav.querySelectorAll<HTMLElement>(ITEM)]
  const openItem = () => items.find((item) => uidOf(item) === ui.desktopMenu?.uid) ?? null

  function reflect(): void {
    const openUid = ui.desktopMenu?.uid
    for (const item of items) {
      const isOpen = openUid !== undefined && uidOf(item) === openUid
      item.toggleAttribute('data-open', isOpen)
      const panel = item.querySelector<HTMLElement>(PANEL)
      if (panel) panel.hidden = !isOpen
      item.querySelector(TOGGLE)?.setAttribute('aria-expanded', String(isOpen))
    }
  }

  function onPointerOver(event: PointerEvent): void {
    if (!isHover(event)) return
    const item = itemOf(event.target)
    if (!item) return
    if (!hasSubmenu(item)) {
      if (ui.desktopMenu) closeDesktopMenu()
    } else if (ui.desktopMenu?.uid !== uidOf(item)) open(item)
  }

  function onPointerLeave(event: PointerEvent): void {
    if (isHover(event) && ui.desktopMenu) closeDesktopMenu()
  }

  function onClick(event: MouseEvent): void {
    const toggle = event.target instanceof Element ? event.target.closest(TOGGLE) : null
    const item = toggle && nav?.contains(toggle) ? itemOf(toggle) : null
    if (!item) {
      // SPEC §2: a click on a link, or anywhere else, closes the submenu.
      if (ui.desktopMenu) closeDesktopMenu()
      return
    }
    // A mouse opened it by hovering already; its click keeps it open rather than toggling it shut.
    const byMouse = 'pointerType' in event && event.pointerType === 'mouse'
    if (ui.desktopMenu?.uid === uidOf(item) && !byMouse) closeDesktopMenu()
    else open(item)
  }

  function onKeyDown(event: KeyboardEvent): void {
    if (event.key !== 'Escape' || !ui.desktopMenu) return
    const item = openItem()
    const focusWasInside = item?.contains(doc.activeElement) ?? false
    closeDesktopMenu()
    if (focusWasInside) item?.querySelector<HTMLElement>(TOGGLE)?.focus()
  }

  function onFocusIn(event: FocusEvent): void {
    if (!ui.desktopMenu) return
    const item = openItem()
    if (item && event.target instanceof Node && !item.contains(event.target)) closeDesktopMenu()
  }

  reflect()
  const unsubscribe = subscribe(ui, reflect)
  nav.addEventListener('pointerover', onPointerOver)
  nav.addEventListener('pointerleave', onPointerLeave)
  doc.addEventListener('click', onClick)
  doc.addEventListener('keydown', onKeyDown)
  doc.addEventListener('focusin', onFocusIn)
  return () => {
    unsubscribe()
    nav.removeEventListener('pointerover', onPointerOver)
    nav.removeEventListener('pointerleave', onPointerLeave)
    doc.removeEventListener('click', onClick)
    doc.removeEventListener('keydown', onKeyDown)
    doc.removeEventListener('focusin', onFocusIn)
  }
}
