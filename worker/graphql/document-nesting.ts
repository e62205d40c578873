/**
 * @module
 * How deeply a GraphQL document nests, found by a linear scan before anything recursive reads it.
 * graphql-js parses and validates by recursion, so a document nested thousands deep would overflow
 * the stack; counted here first, it is refused with a clear message instead.
 */

/** Far beyond any real document (Magento's depth limit is 20); far below what the stack can take. */
export const MAX_DOCUMENT_NESTING = 100

const OPENING = new Set(['{', '[', '('])
const CLOSING = new Set(['}', ']', ')'])

/** The index just past the string that starts at `start` (a `"` or `"""`), or the text's end. */
function pastString(text: string, start: number): number {
  if (text.startsWith('"""', start)) {
    // A block string ends at the first `"""` not escaped as `\"""`.
    let i = start + 3
    while (i < text.length) {
      if (text.startsWith('\\"""', i)) i += 4
      else if (text.startsWith('"""', i)) return i + 3
      else i += 1
    }
    return i
  }
  // A plain string cannot span lines: the parser stops at the newline, and so does the count.
  let i = start + 1
  while (i < text.length) {
    const char = text[i]
    if (char === '\\') i += 2
    else if (char === '"') return i + 1
    else if (char === '\n' || char === '\r') return i
    else i += 1
  }
  return i
}

/**
 * Whether the document nests `{`, `[` or `(` more than `limit` deep, outside strings and comments.
 * @example nestsDeeperThan('{ a { b } }', 1) // true
 */
export function nestsDeeperThan(document: string, limit: number): boolean {
  let depth = 0
  let i = 0
  while (i < document.length) {
    const char = document[i]!
    if (char === '"') {
      i = pastString(document, i)
      continue
    }
    if (char === '#') {
      while (i < document.length && document[i] !== '\n' && document[i] !== '\r') i += 1
      continue
    }
    if (OPENING.has(char)) {
      depth += 1
      if (depth > limit) return true
    } else if (CLOSING.has(char) && depth > 0) depth -= 1
    i += 1
  }
  return false
}
