import type { PageProps } from '../page-props'
import { mainImageSource, thumbnailSource } from './gallery-images'
import { LightboxTemplate } from './lightbox-template'
import type { GalleryItemView } from '../../../shared/views/product-view'

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
