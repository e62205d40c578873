/**
 * A back-end redirect target (a URL rewrite, a search redirect) as a path on this site; null for
 * none. Absolute or protocol-relative targets are refused: a rewrite must never send shoppers to
 * another host.
 * @example sitePath('ink/hp.html') // '/ink/hp.html'
 */
export function sitePath(relativeUrl: string | null): string | null {
  if (relativeUrl === null) return null
  const target = relativeUrl.trim()
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//') || target.includes('\\')) return null
  return `/${target.replace(/^\/+/, '')}`
}
