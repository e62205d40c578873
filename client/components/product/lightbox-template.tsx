import type { PageProps } from '../page-props'
import { GALLERY_IMAGE } from './gallery-images'

const LIGHTBOX_BUTTON =
  'inline-flex items-center justify-center gap-1 rounded-md border border-ink-300 bg-white px-3 py-2 font-semibold text-ink-900 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700'

/**
 * The lightbox's markup with its labels from the catalogue, inert in a `<template>` until
 * `client/effects/product-gallery.ts` clones it into a native `<dialog>` (no catalogue ships to the
 * browser); the position reads "{number} of {count}" once the script fills it in.
 */
export function LightboxTemplate({ t, name }: Pick<PageProps, 't'> & { name: string }) {
  return (
    <template data-lightbox-template="">
      <dialog
        aria-labelledby="lightbox-title"
        className="m-auto h-full max-h-none w-full max-w-none bg-transparent p-0 backdrop:bg-ink-900/80 sm:h-[calc(100%-2rem)] sm:w-[calc(100%-2rem)] sm:max-w-[1080px]"
        data-lightbox=""
      >
        <div className="flex h-full flex-col gap-3 bg-white p-3 text-ink-900 shadow-xl sm:rounded-lg">
          <div className="flex items-start justify-between gap-3">
            <h2 id="lightbox-title" className="text-lg font-semibold">
              {t('product.gallery.lightbox', { name })}
            </h2>
            <button type="button" className={LIGHTBOX_BUTTON} data-lightbox-close="">
              {t('modal.close')}
            </button>
          </div>
          <div className="flex min-h-0 flex-1 items-center justify-center">
            <img alt="" width={GALLERY_IMAGE.width} height={GALLERY_IMAGE.height} className="h-full w-auto max-w-full object-contain" data-lightbox-image="" />
          </div>
          <div className="flex items-center justify-between gap-3">
            <button type="button" className={LIGHTBOX_BUTTON} data-lightbox-previous="">
              <span aria-hidden="true">‹</span> {t('product.gallery.previous')}
            </button>
            <p className="text-sm text-ink-700" aria-live="polite" data-lightbox-position="" data-format={t('product.gallery.position')} />
            <button type="button" className={LIGHTBOX_BUTTON} data-lightbox-next="">
              {t('product.gallery.next')} <span aria-hidden="true">›</span>
            </button>
          </div>
        </div>
      </dialog>
    </template>
  )
}
