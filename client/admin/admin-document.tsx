import type { ReactNode } from 'react'
import { ADMIN_TEXTS } from './admin-texts'

export type AdminAssets = { css: string; script: string }

export type AdminDocumentProps = {
  title: string
  assets: AdminAssets
  /** Only the editor page loads the script (its live preview); the other staff pages need none. */
  withScript: boolean
  nonce: string | undefined
  children: ReactNode
}

/**
 * The staff area's own document: its stylesheet and, on the editor, its script, never the shop's
 * bundle; and the shop's scripts never load this one (issue 18 point 6).
 */
export function AdminDocument({ title, assets, withScript, nonce, children }: AdminDocumentProps) {
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} – ${ADMIN_TEXTS.areaName}`}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="stylesheet" href={assets.css} />
        {withScript && <script type="module" src={assets.script} nonce={nonce} />}
      </head>
      <body>{children}</body>
    </html>
  )
}
