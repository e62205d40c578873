/**
 * @module
 * The product gallery's image sources (SPEC §9): the main picture at 1080x1340 with smaller
 * candidates, shown smaller under 768 px and at 0.7 of the width under 360 px; thumbnails 160x160.
 */
import { imageSource, type ImageSource } from '../../../shared/rules/image-source'

export const GALLERY_IMAGE = { width: 1080, height: 1340 } as const
export const GALLERY_THUMB = { width: 160, height: 160 } as const

/** The widths the main picture is offered at; the browser picks by `sizes` and screen density. */
const MAIN_WIDTHS = [378, 540, 756, 1080] as const

/**
 * The width the main picture is shown at, exactly: 0.7 of the screen under 360 px, else the page's
 * width less its 1 rem margins, up to 540 px (reached at 572 px; from 1024 px it is the left column,
 * 540 px too).
 */
export const GALLERY_SIZES = '(max-width: 359px) 70vw, (max-width: 571px) calc(100vw - 2rem), 540px'

function sized(url: URL, width: number): string {
  const copy = new URL(url)
  copy.searchParams.set('width', String(width))
  copy.searchParams.set('height', String(Math.round((width * GALLERY_IMAGE.height) / GALLERY_IMAGE.width)))
  return copy.href
}

export type MainImageSource = { src: string; srcSet: string | undefined; sizes: string; width: number; height: number }

/** The main picture: `src` at 540 px wide (a desktop column), `srcset` by width. */
export function mainImageSource(url: string): MainImageSource {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return { src: url, srcSet: undefined, sizes: GALLERY_SIZES, ...GALLERY_IMAGE }
  }
  return { src: sized(parsed, 540), srcSet: MAIN_WIDTHS.map((width) => `${sized(parsed, width)} ${width}w`).join(', '), sizes: GALLERY_SIZES, ...GALLERY_IMAGE }
}

/** The lightbox shows the picture as large as the screen allows, up to its full 1080 px. */
export const LIGHTBOX_SIZES = '(max-width: 1079px) 100vw, 1080px'

/** The lightbox's picture: the main picture's candidates, chosen for the whole screen. */
export function lightboxImageSource(url: string): MainImageSource {
  return { ...mainImageSource(url), sizes: LIGHTBOX_SIZES }
}

export function thumbnailSource(url: string): ImageSource {
  return imageSource(url, GALLERY_THUMB)
}
