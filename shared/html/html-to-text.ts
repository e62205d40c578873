/**
 * @module
 * Plain text from a short piece of CMS HTML, for places that show a block as text (the selling
 * strip) rather than as markup.
 */
/** A Map, as names come from the input: a plain object would also answer to `&constructor;`. */
const ENTITIES: ReadonlyMap<string, string> = new Map(Object.entries({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', pound: '£', euro: '€' }))

/** Tags that start or end a line of their own: they part words; inline tags (`<b>`, `<a>`) do not. */
const BLOCK_TAG = /^<\/?(address|article|aside|blockquote|br|dd|div|dl|dt|footer|h[1-6]|header|hr|li|main|nav|ol|p|section|table|td|th|tr|ul)\b/i

export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>?/g, (tag) => (BLOCK_TAG.test(tag) ? ' ' : ''))
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10)
        return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity
      }
      return ENTITIES.get(name.toLowerCase()) ?? entity
    })
    .replace(/\s+/g, ' ')
    .trim()
}
