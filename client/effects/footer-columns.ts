/**
 * @module
 * The footer columns' behaviour (SPEC §2 Shell "Footer": "Columns are collapsed on narrow screens
 * and always open on wide ones"; §9 breakpoint 768). The columns are `<details>` rendered open, so
 * without JavaScript everything shows. Once this runs: under 768 px they start collapsed and open
 * and close by their headings; from 768 px they are open and their headings do nothing (and leave
 * the tab order, as there is nothing to operate). Crossing the breakpoint applies the other rule.
 * The footer sits outside `<main>`, so this binds once and outlives soft navigations.
 */

/** SPEC §9: the md breakpoint (768 px) separates narrow from wide. */
export const FOOTER_WIDE_QUERY = '(min-width: 768px)'

const COLUMN = 'details[data-footer-column]'

/** The part of `MediaQueryList` this needs (a real one in the browser). */
export type WidthQuery = Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'>

/** Binds the footer columns inside `doc`; returns the function that unbinds them. */
export function startFooterColumns(doc: Document = document, wide: WidthQuery = window.matchMedia(FOOTER_WIDE_QUERY)): () => void {
  const columns = [...doc.querySelectorAll<HTMLDetailsElement>(COLUMN)]
  if (columns.length === 0) return () => {}

  function apply(isWide: boolean): void {
    for (const column of columns) {
      column.open = isWide
      const summary = column.querySelector('summary')
      if (!summary) continue
      if (isWide) summary.tabIndex = -1
      else summary.removeAttribute('tabindex')
    }
  }

  function keepOpenWhenWide(event: MouseEvent): void {
    // A click on the summary (or Enter/Space on it, which the browser turns into a click) toggles.
    if (!wide.matches) return
    const target = event.target instanceof Element ? event.target : null
    if (target?.closest('summary')?.parentElement?.matches(COLUMN)) event.preventDefault()
  }

  const onChange = (event: MediaQueryListEvent) => apply(event.matches)

  apply(wide.matches)
  for (const column of columns) column.addEventListener('click', keepOpenWhenWide)
  wide.addEventListener('change', onChange)
  return () => {
    for (const column of columns) column.removeEventListener('click', keepOpenWhenWide)
    wide.removeEventListener('change', onChange)
  }
}
