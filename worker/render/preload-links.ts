/**
 * @module
 * The `Link` header of a page response (issue 26 point 4): the stylesheet and the entry module,
 * which every page needs first. From the header the browser starts fetching them before the
 * document's head arrives, and the edge turns it into a 103 Early Hints response sent while the
 * page is still being rendered. The head links the same files, so nothing is fetched twice.
 */
import type { AssetManifest } from './asset-manifest'

/** `Link` header value: the stylesheet as a style preload, the entry as a module preload. */
export function preloadLinks(assets: Pick<AssetManifest, 'css' | 'entry'>): string {
  return `<${assets.css}>; rel=preload; as=style, <${assets.entry}>; rel=modulepreload`
}
