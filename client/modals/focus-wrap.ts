const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Keeps Tab inside a modal (SPEC §2 Modals, WCAG 2.4.3): `showModal()` makes the page inert, but
 * Tab past the last control would leave for the browser's own toolbar; here it wraps around.
 * Returns true when it moved focus.
 */
export function wrapFocus(container: HTMLElement, event: Pick<KeyboardEvent, 'key' | 'shiftKey'>): boolean {
  if (event.key !== 'Tab') return false
  const focusables = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0)
  const first = focusables[0]
  const last = focusables.at(-1)
  if (!first || !last) return false
  const active = container.ownerDocument.activeElement
  if (event.shiftKey && (active === first || !container.contains(active))) {
    last.focus()
    return true
  }
  if (!event.shiftKey && (active === last || !container.contains(active))) {
    first.focus()
    return true
  }
  return false
}
