/**
 * @module
 * Opens modals and side panels from server HTML, with no island of its own: a click on an element
 * with `data-modal-open="{kind}"` (props as JSON in `data-modal-props`) or `data-panel-open="cart|wishlist"`.
 * Such elements are links to a page doing the same job, so without scripts nothing is lost; a click
 * with a modifier key still opens the link as the shopper asked. The info modal's HTML comes only
 * from a server-rendered `<template>` named by `data-modal-template`, never from an attribute.
 */
import { isModalKind, type ModalRequest } from '../modals/modal-types'
import { openModal, openPanel, type PanelName } from '../stores/ui'

const PANELS: ReadonlySet<string> = new Set<PanelName>(['cart', 'wishlist'])

function readProps(element: HTMLElement): Record<string, unknown> | null {
  const raw = element.dataset.modalProps
  if (!raw) return {}
  try {
    const parsed: unknown = JSON.parse(raw)
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null
    const { html: _ignored, ...props } = parsed as Record<string, unknown>
    return props
  } catch {
    return null
  }
}

/** The modal an element asks for, or null when it asks for nothing valid. */
export function modalRequestFrom(element: HTMLElement, root: Document = document): ModalRequest | null {
  const kind = element.dataset.modalOpen ?? ''
  if (!isModalKind(kind)) return null
  const props = readProps(element)
  if (!props) return null
  if (kind === 'info') {
    const template = root.getElementById(element.dataset.modalTemplate ?? '')
    if (!(template instanceof HTMLTemplateElement)) return null
    props.html = template.innerHTML
  }
  // The server wrote these props for this kind; the modal's content reads them as its type says.
  return { kind, props } as ModalRequest
}

export function listenForModalOpeners(root: Document = document): void {
  root.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const target = event.target instanceof Element ? event.target : null
    const modalOpener = target?.closest<HTMLElement>('[data-modal-open]')
    if (modalOpener) {
      const request = modalRequestFrom(modalOpener, root)
      if (!request) return
      event.preventDefault()
      openModal(request)
      return
    }
    const panelOpener = target?.closest<HTMLElement>('[data-panel-open]')
    const panel = panelOpener?.dataset.panelOpen ?? ''
    if (panelOpener && PANELS.has(panel)) {
      event.preventDefault()
      openPanel(panel as PanelName)
    }
  })
}
