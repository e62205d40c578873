// The Magento versions the storefront speaks, and which of them a document is for. A document for
// some versions only says so in a comment on one of its first lines:
//   # magento: 2.4.7          that version only
//   # magento: 2.4.8+         that version and every later one
//   # magento: 2.4.8, 2.4.9   those versions
// Documents without the comment are for every version. The worker picks a version's document by
// the MAGENTO_VERSION setting (worker/graphql/magento-version.ts).

export const MAGENTO_VERSIONS = ['2.4.7', '2.4.8', '2.4.9']

const MARKER = /^\s*#\s*magento:\s*(.+?)\s*$/m

/** The versions a document's text is for: every version without the marker. Throws on a marker naming no known version. */
export function documentVersions(text) {
  const head = text.split('\n').slice(0, 5).join('\n')
  const marker = MARKER.exec(head)
  if (!marker) return [...MAGENTO_VERSIONS]
  const versions = new Set()
  for (const part of marker[1].split(',').map((item) => item.trim())) {
    const from = part.endsWith('+') ? part.slice(0, -1) : null
    const index = MAGENTO_VERSIONS.indexOf(from ?? part)
    if (index < 0) throw new Error(`"# magento: ${marker[1]}" names a version the storefront does not speak (${MAGENTO_VERSIONS.join(', ')})`)
    for (const version of from ? MAGENTO_VERSIONS.slice(index) : [part]) versions.add(version)
  }
  return MAGENTO_VERSIONS.filter((version) => versions.has(version))
}
