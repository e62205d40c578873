/**
 * @module
 * Where keyboard focus goes when the help-chat vendor's widget takes the chat button's place
 * (issue 18 point 7). The button the shopper pressed disappears, and focus left on a removed element
 * falls to the page body, so a keyboard or screen-reader user would lose their place. The widget
 * is whatever the vendor's script adds to the page: its first focusable element (a launcher
 * button, an iframe), else the widget itself made focusable. A vendor that adds nothing in time
 * leaves focus on the page's main area, where the shopper can go on.
 */

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select, textarea, iframe, [tabindex]:not([tabindex="-1"])'

/** Vendors add their widget a moment after their script has run; this long is worth waiting. */
export const CHAT_WIDGET_WAIT_MS = 2_000

/** The body's element children now, to tell the vendor's additions from the page's own. */
export const bodyChildren = (root: Document): ReadonlySet<Element> => new Set(root.body.children)

function widgetTarget(added: Element): HTMLElement | null {
  if (!(added instanceof HTMLElement) || added.hidden || added.tagName === 'SCRIPT' || added.tagName === 'STYLE') return null
  if (added.matches(FOCUSABLE)) return added
  const inner = added.querySelector<HTMLElement>(FOCUSABLE)
  if (inner) return inner
  added.tabIndex = -1
  return added
}

function firstNewWidget(root: Document, before: ReadonlySet<Element>): HTMLElement | null {
  for (const child of root.body.children) {
    if (before.has(child)) continue
    const target = widgetTarget(child)
    if (target) return target
  }
  return null
}

/** The vendor's widget once it is on the page, or null after `waitMs`. */
export function awaitChatWidget(root: Document, before: ReadonlySet<Element>, waitMs = CHAT_WIDGET_WAIT_MS): Promise<HTMLElement | null> {
  const found = firstNewWidget(root, before)
  if (found) return Promise.resolve(found)
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const widget = firstNewWidget(root, before)
      if (!widget) return
      finish(widget)
    })
    const timer = setTimeout(() => finish(null), waitMs)
    function finish(widget: HTMLElement | null) {
      observer.disconnect()
      clearTimeout(timer)
      resolve(widget)
    }
    observer.observe(root.body, { childList: true })
  })
}

/** Focus for a shopper whose button went away: the widget, else the main area. */
export function focusAfterChatOpened(root: Document, widget: HTMLElement | null): void {
  if (widget) {
    widget.focus()
    return
  }
  const main = root.querySelector<HTMLElement>('main#main')
  if (!main) return
  main.setAttribute('tabindex', '-1')
  main.focus({ preventScroll: true })
}
