/**
 * @module
 * The product gallery's lightbox (SPEC §2 "image gallery with lightbox"): a native `<dialog>` opened
 * with `showModal()`, so focus moves into it and the page behind is inert; the picture large,
 * Previous and Next (and the Left and Right keys, wrapping round), "Picture n of m", and a close
 * button. Escape, the close button and a click on the backdrop close it, and focus goes back to
 * what opened it. Its markup and labels come from the page's `<template data-lightbox-template>`.
 */
import { interpolate } from '../../shared/messages/interpolate'
import { lightboxImageSource } from '../components/product/gallery-images'
import { wrapFocus } from '../modals/focus-wrap'

export type Picture = { url: string; alt: string }

export type Lightbox = {
  open(pictures: readonly Picture[], index: number, opener: HTMLElement | null): void
  /** Closes it and takes it out of the page (a route change). */
  destroy(): void
}

/** Builds the lightbox from its template inside `host`; null when the page has no template. */
export function createLightbox(host: HTMLElement): Lightbox | null {
  const template = host.querySelector<HTMLTemplateElement>('template[data-lightbox-template]')
  const dialog = template?.content.querySelector('dialog')?.cloneNode(true)
  if (!(dialog instanceof HTMLElement)) return null
  const element = dialog as HTMLDialogElement
  const image = element.querySelector<HTMLImageElement>('[data-lightbox-image]')
  const position = element.querySelector<HTMLElement>('[data-lightbox-position]')
  const previous = element.querySelector<HTMLButtonElement>('[data-lightbox-previous]')
  const next = element.querySelector<HTMLButtonElement>('[data-lightbox-next]')
  let pictures: readonly Picture[] = []
  let current = 0
  let opener: HTMLElement | null = null

  const show = (index: number) => {
    current = (index + pictures.length) % pictures.length
    const picture = pictures[current]!
    if (image) {
      const source = lightboxImageSource(picture.url)
      image.src = source.src
      if (source.srcSet) image.srcset = source.srcSet
      else image.removeAttribute('srcset')
      image.sizes = source.sizes
      image.alt = picture.alt
    }
    if (position) position.textContent = interpolate(position.dataset.format ?? '', { number: current + 1, count: pictures.length })
  }

  element.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault()
      show(current + (event.key === 'ArrowRight' ? 1 : -1))
    } else if (wrapFocus(element, event)) event.preventDefault()
  })
  element.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null
    // The box fills the dialog, so a click on the dialog itself is a click on the backdrop.
    if (target === element || target?.closest('[data-lightbox-close]')) element.close()
    else if (target?.closest('[data-lightbox-previous]')) show(current - 1)
    else if (target?.closest('[data-lightbox-next]')) show(current + 1)
  })
  element.addEventListener('close', () => {
    const back = opener
    opener = null
    if (back?.isConnected) back.focus()
  })

  return {
    open(list, index, from) {
      if (list.length === 0) return
      pictures = list
      opener = from
      for (const button of [previous, next]) if (button) button.hidden = list.length < 2
      show(index)
      if (!element.isConnected) host.append(element)
      if (!element.open) element.showModal()
    },
    destroy() {
      opener = null
      if (element.open) element.close()
      element.remove()
    },
  }
}
