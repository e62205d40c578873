/**
 * @module
 * The first sign that the shopper is using an island, or about to: a pointer over it or pressed on
 * it, keyboard focus or a key inside it, input into one of its fields. Listened for on the island's
 * element, which holds its server HTML.
 */
const INTERACTIONS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'input'] as const

/**
 * Whether the shopper is already in `element`: focus is inside it, as when they reached a field
 * and typed before the page's scripts ran, so no event of theirs was seen.
 */
export function isInUse(element: HTMLElement): boolean {
  return element.contains(element.ownerDocument.activeElement)
}

/** Runs `task` on the first interaction with `element`; returns a function that stops listening. */
export function whenInteracted(element: HTMLElement, task: () => void): () => void {
  const stop = () => {
    for (const type of INTERACTIONS) element.removeEventListener(type, start)
  }
  const start = () => {
    stop()
    task()
  }
  for (const type of INTERACTIONS) element.addEventListener(type, start, { passive: true })
  return stop
}
