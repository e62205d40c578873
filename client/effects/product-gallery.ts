/**
 * @module
 * The product gallery with scripts (SPEC §2 "image gallery (up to 4 images) with lightbox"): a
 * thumbnail shows its picture as the main one, and the main picture opens the lightbox at that
 * picture. Videos stay links to their host. A configurable product's chosen variant shows its own
 * picture through `showPicture`. Without scripts every picture is a link to the full image.
 */
import { mainImageSource } from '../components/product/gallery-images'
import { createLightbox, type Picture } from './product-lightbox'

export type GalleryBinding = {
  /** Shows this picture as the main one (a variant's), or the product's first again with null. */
  showPicture(url: string | null): void
  unbind(): void
}

function pictureOf(link: HTMLAnchorElement): Picture {
  return { url: link.href, alt: link.dataset.galleryAlt ?? '' }
}

/** Binds `[data-product-gallery]`; the returned binding unbinds on a route change. */
export function bindProductGallery(section: HTMLElement): GalleryBinding | null {
  const main = section.querySelector<HTMLAnchorElement>('a[data-gallery-main]')
  const mainImage = main?.querySelector('img')
  if (!main || !mainImage) return null
  const thumbnails = [...section.querySelectorAll<HTMLAnchorElement>('a[data-gallery-item]:not([data-gallery-main])')]
  const pictures = thumbnails.length > 0 ? thumbnails.map(pictureOf) : [pictureOf(main)]
  const productAlt = mainImage.alt
  const lightbox = createLightbox(section)
  let shown: Picture = pictures[0]!

  const show = (picture: Picture) => {
    shown = picture
    const source = mainImageSource(picture.url)
    mainImage.src = source.src
    if (source.srcSet) mainImage.srcset = source.srcSet
    else mainImage.removeAttribute('srcset')
    mainImage.alt = picture.alt || productAlt
    main.href = picture.url
    for (const thumbnail of thumbnails) {
      if (thumbnail.href === picture.url) thumbnail.setAttribute('aria-current', 'true')
      else thumbnail.removeAttribute('aria-current')
    }
  }

  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-gallery-item]') : null
    if (!link || !section.contains(link)) return
    event.preventDefault()
    if (link !== main) return show(pictureOf(link))
    // A variant's own picture, not among the gallery's, comes first in the lightbox.
    const index = pictures.findIndex((picture) => picture.url === shown.url)
    if (index >= 0) lightbox?.open(pictures, index, main)
    else lightbox?.open([shown, ...pictures], 0, main)
  }
  section.addEventListener('click', onClick)

  return {
    showPicture(url) {
      show(url === null ? pictures[0]! : (pictures.find((picture) => picture.url === url) ?? { url, alt: productAlt }))
    },
    unbind() {
      section.removeEventListener('click', onClick)
      lightbox?.destroy()
    },
  }
}
