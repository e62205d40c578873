/**
 * @module
 * Magento's template directives in CMS content (issue 18 point 1): `{{media url="…"}}`,
 * `{{store url="…"}}` and `{{store direct_url="…"}}` become URLs, `{{trans "…"}}` its text; every
 * other directive (`{{widget …}}`, `{{block …}}`, `{{var …}}`, `{{config …}}`, `{{customVar …}}`)
 * renders a server-side Magento block or a setting the storefront does not have, so it is removed.
 * Directives are resolved before the HTML is sanitised, as Magento's filter runs before the
 * browser parses the markup: a directive inside an attribute (`src="{{media url="a.jpg"}}"`)
 * carries quotes of its own.
 */

export type DirectiveTargets = {
  /** Where `{{media}}` paths live (Magento's secure base media URL); null: media is removed. */
  mediaBaseUrl: string | null
}

/** `{{name params}}`; params may hold quoted `}` but not `}}`. */
const DIRECTIVE = /\{\{\s*([a-zA-Z]+)((?:[^}]|\}(?!\}))*)\}\}/g
/** `key="value"`, `key='value'`, `key=&quot;value&quot;` (escaped in attributes) or `key=value`. */
const PARAMETER = /([a-zA-Z_]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|&quot;(.*?)&quot;|([^\s"']+))/g
/** `{{trans "text"}}`: the first quoted string. */
const TRANSLATED = /^\s*(?:"([^"]*)"|'([^']*)'|&quot;(.*?)&quot;)/

function parameters(text: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const match of text.matchAll(PARAMETER)) {
    const [, key, ...values] = match
    found.set(key!.toLowerCase(), values.find((value) => value !== undefined) ?? '')
  }
  return found
}

/** A path inside the shop, from `{{store url}}` (Magento adds a trailing slash) or `direct_url` (as written). */
function storeUrl(values: Map<string, string>): string {
  const direct = values.get('direct_url')
  if (direct !== undefined) return `/${direct.replace(/^\/+/, '')}`
  const path = (values.get('url') ?? '').replace(/^\/+|\/+$/g, '')
  return path === '' ? '/' : `/${path}/`
}

function mediaUrl(values: Map<string, string>, base: string | null): string {
  const path = values.get('url')
  if (!base || !path) return ''
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
}

/**
 * CMS content with its directives resolved or removed.
 * @example resolveDirectives('<a href="{{store url="contact"}}">Contact</a>', { mediaBaseUrl: null })
 * // '<a href="/contact/">Contact</a>'
 */
export function resolveDirectives(html: string, targets: DirectiveTargets): string {
  return html.replace(DIRECTIVE, (_all, name: string, rest: string) => {
    switch (name.toLowerCase()) {
      case 'media':
        return mediaUrl(parameters(rest), targets.mediaBaseUrl)
      case 'store':
        return storeUrl(parameters(rest))
      case 'trans': {
        const text = TRANSLATED.exec(rest)
        return text ? (text[1] ?? text[2] ?? text[3] ?? '') : ''
      }
      default:
        return ''
    }
  })
}
