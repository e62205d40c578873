/**
 * @module
 * What the shell shows on top of the page: the modal, the side panels, the desktop submenu, the
 * mobile nav tab and the filter sidebar (SPEC §2 Shell, §4). Every one of them closes on a route
 * change. The overlay is derived, never stored, so it cannot disagree with what is open.
 */
import { proxy } from 'valtio/vanilla'
import type { ModalRequest } from '../modals/modal-types'
import { onRouteChange } from '../runtime/route-change'

export type PanelName = 'cart' | 'wishlist'
/**
 * SPEC §2 names the phone's tabs Menu, Search and Account. Issue 25 puts the search field itself in
 * the header on every width, as the shop's main way in, so the Search tab has no panel left to open.
 */
export type MobileTab = 'menu' | 'account'

export type UiState = {
  modal: ModalRequest | null
  /** SPEC §2: "generic modal plus an additional modal": one may open above another. */
  secondaryModal: ModalRequest | null
  panel: PanelName | null
  /** The open desktop submenu, by category uid; `overlay` says whether it dims the page. */
  desktopMenu: { uid: string; overlay: boolean } | null
  mobileTab: MobileTab | null
  filterSidebarOpen: boolean
}

const initialUi = (): UiState => ({
  modal: null,
  secondaryModal: null,
  panel: null,
  desktopMenu: null,
  mobileTab: null,
  filterSidebarOpen: false,
})

export const ui = proxy<UiState>(initialUi())

/**
 * SPEC §2: mobile tabs whose contents are not shown over the page get no overlay. Both tabs left
 * (Menu and Account) lay their panel over the page, so the set is empty.
 */
export const MOBILE_TABS_WITHOUT_OVERLAY: ReadonlySet<MobileTab> = new Set<MobileTab>()

/** Whether the page is dimmed: an open panel, a submenu that asks for it, or a mobile tab. */
export function overlayVisible(state: Readonly<UiState>): boolean {
  if (state.panel) return true
  if (state.desktopMenu?.overlay) return true
  return state.mobileTab !== null && !MOBILE_TABS_WITHOUT_OVERLAY.has(state.mobileTab)
}

/**
 * Opens a modal, above the open one if there is one. SPEC §2: opening the login panel closes the
 * mobile menu; every modal does here, as menus under a modal could no longer be used anyway.
 */
export function openModal(request: ModalRequest): void {
  ui.mobileTab = null
  ui.desktopMenu = null
  if (ui.modal) ui.secondaryModal = request
  else ui.modal = request
}

/** Closes the top-most modal; the host keeps it on screen for the close delay (SPEC §9: 500 ms). */
export function closeModal(): void {
  if (ui.secondaryModal) ui.secondaryModal = null
  else ui.modal = null
}

/** SPEC §2: opening the cart, wishlist or login panel closes the mobile menu. */
export function openPanel(panel: PanelName): void {
  ui.mobileTab = null
  ui.desktopMenu = null
  ui.panel = panel
}

export function closePanel(): void {
  ui.panel = null
}

/** SPEC §2: clicking the active tab closes it; another tab replaces it. */
export function toggleMobileTab(tab: MobileTab): void {
  ui.mobileTab = ui.mobileTab === tab ? null : tab
  if (ui.mobileTab) ui.panel = null
}

export function openDesktopMenu(uid: string, overlay: boolean): void {
  ui.desktopMenu = { uid, overlay }
}

export function closeDesktopMenu(): void {
  ui.desktopMenu = null
}

export function toggleFilterSidebar(open = !ui.filterSidebarOpen): void {
  ui.filterSidebarOpen = open
}

/** Closes everything that belongs to a page: what a route change does. */
export function closeEverything(): void {
  Object.assign(ui, initialUi())
}

onRouteChange(closeEverything)
