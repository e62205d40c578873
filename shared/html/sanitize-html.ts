/**
 * @module
 * Makes CMS HTML (SPEC §3 "CMS block ... content") safe to put into a page as markup. Marketing
 * writes these blocks in the back end, so the shop treats them like any outside input: the HTML is
 * read into tags and text and written out again from an allow-list. Nothing of the input reaches
 * the output unchanged: tag names come from the list, attribute values and text are escaped, and
 * every element opened is closed, so a block cannot run script, load styles the page's CSP forbids,
 * or close the element the shell puts it in.
 *
 * The reader follows the HTML parsing rules closely enough for content blocks (comments, raw-text
 * elements, quoted and unquoted attributes); where it differs from a browser on broken markup, the
 * result is odd text, never live markup.
 *
 * Why not workerd's HTMLRewriter: it exists only in the worker runtime, and it streams a Response
 * asynchronously, while this module lives in `shared/` (web standards only), returns a string
 * synchronously to its callers, and is tested in the DOM project against a browser's parser.
 * HTMLRewriter would also need the same allow-list and URL checks written as handlers, so it would
 * move the code rather than remove it.
 */

/** Elements kept, with the attributes each may carry (besides `title`). */
const ALLOWED_LIST = {
  a: ['href'],
  abbr: [],
  b: [],
  br: [],
  div: [],
  em: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  hr: [],
  i: [],
  img: ['src', 'alt', 'width', 'height'],
  li: [],
  ol: [],
  p: [],
  small: [],
  span: [],
  strong: [],
  sub: [],
  sup: [],
  table: [],
  tbody: [],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  thead: [],
  tr: [],
  u: [],
  ul: [],
} satisfies Record<string, readonly string[]>
/** A Map, as tag names come from the input: a plain object would also answer to `constructor`. */
const ALLOWED: ReadonlyMap<string, readonly string[]> = new Map(Object.entries(ALLOWED_LIST))

const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr'])

/** Elements whose content is not markup: the reader skips to their end tag. */
const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext'])

/** Elements dropped with everything inside them (others not allowed lose only their tags). */
const DROPPED_WITH_CONTENT = new Set([...RAW_TEXT_ELEMENTS, 'template', 'object', 'select', 'option', 'svg', 'math', 'head', 'button', 'video', 'audio', 'canvas'])

const NUMERIC_ATTRIBUTES = new Set(['width', 'height', 'colspan', 'rowspan'])
const URL_ATTRIBUTES = new Set(['href', 'src'])
const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel'])
const IMAGE_SCHEMES = new Set(['http', 'https'])

type Token =
  | { type: 'text'; text: string }
  | { type: 'start'; name: string; attributes: Map<string, string> }
  | { type: 'end'; name: string }

const NAMED_REFERENCES: ReadonlyMap<string, string> = new Map(Object.entries({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }))

/** Decodes character references in an attribute value, so checks see what the browser would. */
function decodeReferences(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (reference, name: string) => {
    if (!name.startsWith('#')) return NAMED_REFERENCES.get(name.toLowerCase()) ?? reference
    const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10)
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd'
  })
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Text as written, with `<` and `>` escaped and a bare `&` (not starting a reference) made `&amp;`. */
const escapeText = (text: string) =>
  text.replace(/&(?!#\d+;|#x[0-9a-f]+;|[a-z][a-z0-9]*;)/gi, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const isSpace = (ch: string | undefined) => ch === ' ' || ch === '\n' || ch === '\t' || ch === '\f' || ch === '\r'

/** Reads HTML into tokens; an unfinished tag at the end is dropped, as browsers do. */
function* tokens(html: string): Generator<Token> {
  let i = 0
  while (i < html.length) {
    const lt = html.indexOf('<', i)
    if (lt === -1) {
      yield { type: 'text', text: html.slice(i) }
      return
    }
    const next = html[lt + 1] ?? ''
    const tagLike = /[a-z]/i.test(next) || (next === '/' && /[a-z]/i.test(html[lt + 2] ?? '')) || next === '!' || next === '?'
    if (!tagLike) {
      // A `<` that starts no tag is text ("<3", "a < b").
      yield { type: 'text', text: html.slice(i, lt + 1) }
      i = lt + 1
      continue
    }
    if (lt > i) yield { type: 'text', text: html.slice(i, lt) }
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4)
      if (close === -1) return
      i = close + 3
      continue
    }
    if (next === '!' || next === '?') {
      // Doctype, CDATA and processing instructions are bogus comments in HTML: up to the next `>`.
      const close = html.indexOf('>', lt)
      if (close === -1) return
      i = close + 1
      continue
    }
    const tag = readTag(html, lt)
    if (!tag) return
    i = tag.end
    yield tag.token
    if (tag.token.type === 'start' && RAW_TEXT_ELEMENTS.has(tag.token.name)) {
      const name = tag.token.name
      const endTag = new RegExp(`</${name}(?=[\\s/>])`, 'gi')
      endTag.lastIndex = i
      const found = name === 'plaintext' ? null : endTag.exec(html)
      if (!found) return
      const close = html.indexOf('>', found.index)
      if (close === -1) return
      i = close + 1
      yield { type: 'end', name }
    }
  }
}

/** One start or end tag from `<` at `from`, or null when the input ends inside it. */
function readTag(html: string, from: number): { token: Token; end: number } | null {
  const closing = html[from + 1] === '/'
  let i = from + (closing ? 2 : 1)
  const nameStart = i
  while (i < html.length && !isSpace(html[i]) && html[i] !== '/' && html[i] !== '>') i++
  const name = html.slice(nameStart, i).toLowerCase()
  const attributes = new Map<string, string>()
  while (i < html.length) {
    while (isSpace(html[i]) || html[i] === '/') i++
    if (i >= html.length) return null
    if (html[i] === '>') {
      return { token: closing ? { type: 'end', name } : { type: 'start', name, attributes }, end: i + 1 }
    }
    const attrStart = i
    i++ // a first `=` belongs to the name
    while (i < html.length && !isSpace(html[i]) && html[i] !== '/' && html[i] !== '>' && html[i] !== '=') i++
    const attrName = html.slice(attrStart, i).toLowerCase()
    while (isSpace(html[i])) i++
    let value = ''
    if (html[i] === '=') {
      i++
      while (isSpace(html[i])) i++
      const quote = html[i]
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1)
        if (close === -1) return null
        value = html.slice(i + 1, close)
        i = close + 1
      } else {
        const valueStart = i
        while (i < html.length && !isSpace(html[i]) && html[i] !== '>') i++
        value = html.slice(valueStart, i)
      }
    }
    if (!attributes.has(attrName)) attributes.set(attrName, decodeReferences(value))
  }
  return null
}

/** Whether a URL may stay: relative, or with one of the allowed schemes. */
function safeUrl(value: string, schemes: ReadonlySet<string>): boolean {
  // Browsers ignore tabs, newlines and leading controls in URLs, so `java\nscript:` is a scheme too.
  const compact = value.replace(/[\u0000-\u0020\u007f]+/g, '')
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]
  return scheme === undefined || schemes.has(scheme.toLowerCase())
}

function startTag(name: string, attributes: Map<string, string>): string {
  const allowed = ALLOWED.get(name) ?? []
  let out = `<${name}`
  for (const [attribute, value] of attributes) {
    if (attribute !== 'title' && !allowed.includes(attribute)) continue
    if (NUMERIC_ATTRIBUTES.has(attribute) && !/^\d{1,4}$/.test(value.trim())) continue
    if (URL_ATTRIBUTES.has(attribute) && !safeUrl(value, name === 'img' ? IMAGE_SCHEMES : LINK_SCHEMES)) continue
    out += ` ${attribute}="${escapeAttribute(NUMERIC_ATTRIBUTES.has(attribute) ? value.trim() : value)}"`
  }
  // An image without a text alternative is read out by its file name; treat it as decoration.
  if (name === 'img' && !attributes.has('alt')) out += ' alt=""'
  return `${out}>`
}

/**
 * Safe markup from CMS HTML: allowed elements and attributes only, text escaped, elements balanced.
 * @example sanitizeHtml('<p onclick="x()">Hi<script>x()</script></p>') // '<p>Hi</p>'
 */
export function sanitizeHtml(html: string): string {
  let out = ''
  const open: string[] = []
  let skipping: { name: string; depth: number } | null = null
  for (const token of tokens(html)) {
    if (skipping) {
      if (token.type === 'start' && token.name === skipping.name && !VOID_ELEMENTS.has(token.name)) skipping.depth++
      if (token.type === 'end' && token.name === skipping.name && --skipping.depth === 0) skipping = null
      continue
    }
    if (token.type === 'text') {
      out += escapeText(token.text)
    } else if (token.type === 'start') {
      if (DROPPED_WITH_CONTENT.has(token.name)) {
        if (!VOID_ELEMENTS.has(token.name)) skipping = { name: token.name, depth: 1 }
      } else if (ALLOWED.has(token.name)) {
        out += startTag(token.name, token.attributes)
        if (!VOID_ELEMENTS.has(token.name)) open.push(token.name)
      }
    } else if (open.includes(token.name)) {
      // Closing an outer element closes those still open inside it, as a browser would.
      let name: string | undefined
      while ((name = open.pop()) !== undefined) {
        out += `</${name}>`
        if (name === token.name) break
      }
    }
  }
  while (open.length > 0) out += `</${open.pop()}>`
  return out
}
