/**
 * @module
 * A page the browser prerendered (issue 26, speculation rules) runs its scripts before the shopper
 * has asked for it, and may never be shown. What must happen only for a page the shopper sees
 * (analytics events, the session call, the service worker, a vendor's script) waits for it to be
 * activated. Everything else (hydrating islands, binding behaviours) runs at once, so the page is
 * ready when it is shown.
 */

/** Whether the page is being prerendered, not yet shown. */
export function isPrerendering(doc: Document = document): boolean {
  return doc.prerendering === true
}

/**
 * Runs `start` once the page is shown: at once for a page loaded as usual; for a prerendered one,
 * after the first frame the activated page paints, so that the shopper sees the page before any of
 * this work runs (issue 26: click-to-content). Callbacks run in the order they were given.
 */
export function whenActivated(start: () => void, doc: Document = document): void {
  if (!isPrerendering(doc)) {
    start()
    return
  }
  doc.addEventListener('prerenderingchange', () => requestAnimationFrame(() => setTimeout(start, 0)), { once: true })
}

/** Whether the browser understands `<script type="speculationrules">`. */
export function supportsSpeculationRules(): boolean {
  // `HTMLScriptElement.supports` is newer than TypeScript's DOM library, and missing in old browsers.
  const supports: unknown = Reflect.get(HTMLScriptElement, 'supports')
  return typeof supports === 'function' && supports.call(HTMLScriptElement, 'speculationrules') === true
}
