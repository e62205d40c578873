/**
 * A page's address that carries where to come back to afterwards (`?return=`), as the sign-in and
 * registration forms read it; no `return` when there is nowhere to go back to.
 * @example withReturn('/customer/account/create', '/cart') // '/customer/account/create?return=%2Fcart'
 */
export function withReturn(path: string, back: string | null | undefined): string {
  return back ? `${path}?return=${encodeURIComponent(back)}` : path
}
