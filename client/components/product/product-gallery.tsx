import type { PageProps } from '../page-props'
import { GALLERY_IMAGE, mainImageSource, thumbnailSource } from './gallery-images'
import type { GalleryItemView } from './product-view'

const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700'

function Thumbnail({ t, item, index, name }: Pick<PageProps, 't'> & { item: GalleryItemView; index: number; name: string }) {
  const source = thumbnailSource(item.kind === 'video' ? item.thumbnail : item.url)
  const isVideo = item.kind === 'video'
  return (
    <li>
      <a
        href={item.url}
        className={`relative block rounded border border-ink-300 bg-white p-1 ${FOCUS}`}
        {...(isVideo ? { target: '_blank', rel: 'noopener noreferrer' } : { 'data-gallery-item': String(index), 'data-gallery-alt': item.alt })}
      >
        <img src={source.src} srcSet={source.srcSet} width={source.width} height={source.height} alt="" loading="lazy" decoding="async" className="h-20 w-20 object-contain" />
        {isVideo ? (
          <span className="absolute inset-0 flex items-center justify-center" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="32" height="32" className="fill-white drop-shadow">
              <path d="M8 5v14l11-7z" />
            </svg>
          </span>
        ) : null}
        <span className="sr-only">{isVideo ? t('product.gallery.video', { title: item.title }) : t('product.gallery.image', { number: index + 1, name })}</span>
      </a>
    </li>
  )
}

const LIGHTBOX_BUTTON =
  'inline-flex items-center justify-center gap-1 rounded-md border border-ink-300 bg-white px-3 py-2 font-semibold text-ink-900 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700'

/**
 * The lightbox's markup with its labels from the catalogue, inert in a `<template>` until
 * `client/effects/product-gallery.ts` clones it into a native `<dialog>` (no catalogue ships to the
 * browser); the position reads "{number} of {count}" once the script fills it in.
 */
function LightboxTemplate({ t, name }: Pick<PageProps, 't'> & { name: string }) {
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

/**
 * SPEC §2 "an image gallery (up to 4 images) with lightbox": the first picture is the page's largest
 * element, so it is fetched early (`fetchpriority="high"`, preloaded from the head, never lazy).
 * Without scripts each picture is a link to the full image and a video a link to its host; with
 * them, `client/effects/product-gallery.ts` swaps the main picture and opens the lightbox.
 */
export function ProductGallery({ t, name, items }: Pick<PageProps, 't'> & { name: string; items: readonly GalleryItemView[] }) {
  const first = items.find((item): item is Extract<GalleryItemView, { kind: 'image' }> => item.kind === 'image')
  if (!first) {
    return <div className="aspect-[1080/1340] w-full max-w-[540px] rounded-lg bg-ink-100" aria-hidden="true" />
  }
  const main = mainImageSource(first.url)
  return (
    <section aria-label={t('product.gallery.label')} className="space-y-3" data-product-gallery="">
      <a href={first.url} className={`block rounded-lg bg-white ${FOCUS}`} data-gallery-item={items.indexOf(first)} data-gallery-alt={first.alt} data-gallery-main="">
        <img
          src={main.src}
          srcSet={main.srcSet}
          sizes={main.sizes}
          width={main.width}
          height={main.height}
          alt={first.alt}
          fetchPriority="high"
          decoding="async"
          className="mx-auto h-auto w-full max-w-[540px] max-[359px]:w-[70vw] object-contain"
        />
        <span className="sr-only">{t('product.gallery.enlarge')}</span>
      </a>
      {items.length > 1 ? (
        <ul className="flex flex-wrap gap-2">
          {items.map((item, index) => (
            <Thumbnail key={`${item.url}-${index}`} t={t} item={item} index={index} name={name} />
          ))}
        </ul>
      ) : null}
      <LightboxTemplate t={t} name={name} />
    </section>
  )
}
