/**
 * @module
 * `<details>` that are open and fixed on wide screens and collapsible on narrow ones (the footer
 * columns, the listing's filter panel). They are rendered open, so without JavaScript everything
 * shows. Once bound: under the breakpoint they start collapsed and open and close by their
 * summaries; from it they are open and their summaries do nothing (and leave the tab order, as
 * there is nothing to operate). Crossing the breakpoint applies the other rule.
 */

/** The part of `MediaQueryList` this needs (a real one in the browser). */
export type WidthQuery = Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'>

/** Binds `panels`; returns the function that unbinds them. */
export function openWhenWide(panels: readonly HTMLDetailsElement[], wide: WidthQuery): () => void {
  if (panels.length === 0) return () => {}

  function apply(isWide: boolean): void {
    for (const panel of panels) {
      panel.open = isWide
      const summary = panel.querySelector(':scope > summary')
      if (!(summary instanceof HTMLElement)) continue
      if (isWide) summary.tabIndex = -1
      else summary.removeAttribute('tabindex')
    }
  }

  function keepOpenWhenWide(event: MouseEvent): void {
    // A click on the summary (or Enter/Space on it, which the browser turns into a click) toggles.
    if (!wide.matches) return
    const target = event.target instanceof Element ? event.target : null
    const summary = target?.closest('summary')
    if (summary && panels.includes(summary.parentElement as HTMLDetailsElement)) event.preventDefault()
  }

  const onChange = (event: MediaQueryListEvent) => apply(event.matches)

  apply(wide.matches)
  for (const panel of panels) panel.addEventListener('click', keepOpenWhenWide)
  wide.addEventListener('change', onChange)
  return () => {
    for (const panel of panels) panel.removeEventListener('click', keepOpenWhenWide)
    wide.removeEventListener('change', onChange)
  }
}
