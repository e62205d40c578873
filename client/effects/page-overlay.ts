/**
 * @module
 * The page overlay (SPEC §2 Shell "On demand: ... overlay"): one dimmed backdrop under the header's
 * menus and panels, shown whenever the ui store says so (`overlayVisible`). A click on it closes
 * what it dims: the desktop submenu, the mobile nav tab and the side panel.
 */
import { subscribe } from 'valtio/vanilla'
import { closeDesktopMenu, closePanel, overlayVisible, toggleMobileTab, ui } from '../stores/ui'

function closeWhatIsDimmed(): void {
  closeDesktopMenu()
  closePanel()
  if (ui.mobileTab) toggleMobileTab(ui.mobileTab)
}

/** Binds the overlay inside `doc`; returns the function that unbinds it. */
export function startPageOverlay(doc: Document = document): () => void {
  const overlay = doc.querySelector<HTMLElement>('[data-page-overlay]')
  if (!overlay) return () => {}
  const reflect = () => {
    overlay.hidden = !overlayVisible(ui)
  }
  reflect()
  const unsubscribe = subscribe(ui, reflect)
  overlay.addEventListener('click', closeWhatIsDimmed)
  return () => {
    unsubscribe()
    overlay.removeEventListener('click', closeWhatIsDimmed)
  }
}
