/**
 * @module
 * Starts the shell's navigation behaviours on the server markup: the desktop category bar and the
 * page overlay it (and the mobile nav and panels) turns on. Both live outside `<main>`, so they are
 * bound once and stay bound across soft navigations.
 */
import { startDesktopMenu } from './desktop-menu'
import { startPageOverlay } from './page-overlay'

export function startNavigation(doc: Document = document): void {
  startDesktopMenu(doc)
  startPageOverlay(doc)
}
