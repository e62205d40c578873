/**
 * @module
 * `/offline.html` in every store view (`/de/offline.html`): the page the service worker precaches
 * and shows when a navigation fails offline (SPEC §4). Rendered without the shell, in the store's
 * language, linking the current stylesheet (which the service worker precaches too).
 */
import { Hono } from 'hono'
import { renderToStaticMarkup } from 'react-dom/server'
import { OfflineDocument } from '../../client/platform/offline-page'
import { offlinePagePaths } from '../../client/platform/offline-paths'
import type { AppEnv } from '../env'
import { loadAssetManifest } from '../render/asset-manifest'
import { REVALIDATE_EACH_TIME } from '../cache/strategies'

export const offlineRoutes = new Hono<AppEnv>()

for (const path of offlinePagePaths()) {
  offlineRoutes.get(path, async (c) => {
    const { store, t, config } = c.var
    const assets = await loadAssetManifest(c.env.ASSETS, { everyTime: config.ENVIRONMENT === 'development' })
    const html = '<!DOCTYPE html>' + renderToStaticMarkup(<OfflineDocument store={store} t={t} stylesheet={assets.css} />)
    // Fetched by the service worker at install; always revalidated, so a new build's copy is fresh.
    return c.html(html, 200, { 'Cache-Control': REVALIDATE_EACH_TIME })
  })
}
