/**
 * @module
 * Small choices the browser remembers for the shopper and the server never reads (the VAT display,
 * the listing layout, the help chat) or notes kept for the next page (analytics events waiting in
 * local storage). Cookies rather than local storage: the head script reads the cookies anyway, and
 * a page's first touch of local storage is a synchronous call to the browser, which took up to
 * 15 ms during a page load (issue 26). SPEC §3 cookie rules: path /, SameSite=Lax, Secure on https.
 */

/** The cookie's value in `doc`, or null when it is not set (or set empty, as a cleared one may linger). */
export function readChoiceCookie(name: string, doc: Pick<Document, 'cookie'> = document): string | null {
  const prefix = `${name}=`
  const value = doc.cookie.split('; ').find((entry) => entry.startsWith(prefix))?.slice(prefix.length)
  return value ? value : null
}

/**
 * Sets the cookie for `maxAgeSeconds`, or for the browser session when that is null; a cookie
 * the browser refuses leaves the choice to this page.
 */
export function writeChoiceCookie(name: string, value: string, maxAgeSeconds: number | null, doc: Pick<Document, 'cookie'> = document): void {
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : ''
  const lifetime = maxAgeSeconds === null ? '' : `; Max-Age=${maxAgeSeconds}`
  doc.cookie = `${name}=${value}; Path=/${lifetime}; SameSite=Lax${secure}`
}

/** Forgets the cookie. */
export function clearChoiceCookie(name: string, doc: Pick<Document, 'cookie'> = document): void {
  writeChoiceCookie(name, '', 0, doc)
}
