/**
 * @module
 * The moment an island first comes into view (an IntersectionObserver). An island's element is
 * `display: contents` and has no box of its own to intersect, so its children are watched instead.
 */

/** Runs `task` once any child of `element` is in view; returns a function that stops watching. */
export function whenVisible(element: HTMLElement, task: () => void): () => void {
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return
    observer.disconnect()
    task()
  })
  for (const child of element.children) observer.observe(child)
  return () => observer.disconnect()
}
