/**
 * @module
 * Listing pages' comfort on top of their plain HTML (SPEC §2 "Listings"): the filter panel is open
 * on wide screens and a toggle on narrow ones, a new sort or page size applies itself (soft
 * navigation loads the result), and the grid/list switch remembers the choice in a cookie (the
 * head script applies it before first paint on later pages).
 */
import { CHOICE_MAX_AGE_SECONDS, COOKIE } from '../../shared/constants/cookies'
import type { ListingLayout } from '../../shared/constants/listing-layout'
import { writeChoiceCookie } from '../runtime/choice-cookie'
import { openWhenWide } from './open-when-wide'

/** SPEC §9: the lg breakpoint (1024 px), where the filters sit beside the products. */
export const FILTERS_WIDE_QUERY = '(min-width: 1024px)'

function currentLayout(doc: Document): ListingLayout {
  return doc.documentElement.getAttribute('data-listing-layout') === 'list' ? 'list' : 'grid'
}

function showLayout(doc: Document, layout: ListingLayout): void {
  if (layout === 'list') doc.documentElement.setAttribute('data-listing-layout', 'list')
  else doc.documentElement.removeAttribute('data-listing-layout')
  for (const button of doc.querySelectorAll<HTMLElement>('[data-listing-layout-choice]')) {
    button.setAttribute('aria-pressed', String(button.dataset.listingLayoutChoice === layout))
  }
}

/** Binds what lives on the page itself (the filter panel); run again after each soft navigation. */
export function bindListingPage(doc: Document = document, wide: Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'> = window.matchMedia(FILTERS_WIDE_QUERY)): () => void {
  showLayout(doc, currentLayout(doc))
  const panels = [...doc.querySelectorAll<HTMLDetailsElement>('details[data-filter-panel]')]
  const unbind = openWhenWide(panels, wide)
  // Until now the stylesheet kept a narrow screen's panel folded (no jump when it closes).
  for (const panel of panels) panel.setAttribute('data-panel-bound', '')
  return unbind
}

/** Document-wide listeners, bound once: they serve every listing soft navigation brings. */
export function listenForListingControls(doc: Document = document): () => void {
  const onChange = (event: Event) => {
    const field = event.target
    if (!(field instanceof HTMLSelectElement)) return
    const form = field.closest<HTMLFormElement>('form[data-listing-options]')
    form?.requestSubmit()
  }
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-listing-layout-choice]') : null
    if (!button) return
    const layout: ListingLayout = button.dataset.listingLayoutChoice === 'list' ? 'list' : 'grid'
    showLayout(doc, layout)
    writeChoiceCookie(COOKIE.listingLayout, layout, CHOICE_MAX_AGE_SECONDS, doc)
  }
  doc.addEventListener('change', onChange)
  doc.addEventListener('click', onClick)
  return () => {
    doc.removeEventListener('change', onChange)
    doc.removeEventListener('click', onClick)
  }
}

