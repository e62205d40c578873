/**
 * @module
 * `src` and `srcset` for a catalogue image at a fixed size. Magento's image optimisation (and the
 * CDNs in front of it) resize by `width` and `height` query parameters; the 2x candidate serves
 * high-density screens. A URL that cannot be parsed is used as it is, without a srcset.
 */
import type { ImageSize } from '../constants/image-sizes'

export type ImageSource = { src: string; srcSet: string | undefined; width: number; height: number }

function sized(url: URL, width: number, height: number): string {
  const copy = new URL(url)
  copy.searchParams.set('width', String(width))
  copy.searchParams.set('height', String(height))
  return copy.href
}

export function imageSource(url: string, size: ImageSize): ImageSource {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return { src: url, srcSet: undefined, ...size }
  }
  const src = sized(parsed, size.width, size.height)
  return { src, srcSet: `${src} 1x, ${sized(parsed, size.width * 2, size.height * 2)} 2x`, ...size }
}

export type ResponsiveImageSource = ImageSource & { sizes: string | undefined }

/**
 * A picture shown at different fixed sizes by screen width: `src` at `size`, and a srcset by width
 * holding each size in `shown` at 1x and 2x, so the browser picks by `sizes` (which must say the
 * width it is shown at, exactly) and the screen's density. An unparsable URL is used as it is.
 */
export function responsiveImageSource(url: string, size: ImageSize, shown: readonly ImageSize[], sizes: string): ResponsiveImageSource {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return { src: url, srcSet: undefined, sizes: undefined, ...size }
  }
  const candidates = new Map<number, string>()
  for (const { width, height } of shown) for (const density of [1, 2]) candidates.set(width * density, sized(parsed, width * density, height * density))
  const srcSet = [...candidates].sort(([a], [b]) => a - b).map(([width, href]) => `${href} ${width}w`).join(', ')
  return { src: sized(parsed, size.width, size.height), srcSet, sizes, ...size }
}
