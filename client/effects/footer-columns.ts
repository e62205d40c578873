/**
 * @module
 * The footer columns' behaviour (SPEC §2 Shell "Footer": "Columns are collapsed on narrow screens
 * and always open on wide ones"; §9 breakpoint 768), by `openWhenWide`. The footer sits outside
 * `<main>`, so this binds once and outlives soft navigations.
 */
import { openWhenWide, type WidthQuery } from './open-when-wide'

export type { WidthQuery }

/** SPEC §9: the md breakpoint (768 px) separates narrow from wide. */
export const FOOTER_WIDE_QUERY = '(min-width: 768px)'

/** Binds the footer columns inside `doc`; returns the function that unbinds them. */
export function startFooterColumns(doc: Document = document, wide: WidthQuery = window.matchMedia(FOOTER_WIDE_QUERY)): () => void {
  const columns = [...doc.querySelectorAll<HTMLDetailsElement>('details[data-footer-column]')]
  const unbind = openWhenWide(columns, wide)
  // Until now the stylesheet kept a narrow screen's columns folded, so closing them moves nothing.
  for (const column of columns) column.setAttribute('data-column-bound', '')
  return unbind
}
