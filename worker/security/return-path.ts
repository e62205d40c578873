import { z } from 'zod'

/**
 * A path inside this store to come back to after a form's post: one leading slash, so never
 * another site, and printable ASCII only (no space, backslash or control character), as a
 * `Location` header may carry it; a browser sends anything else percent-encoded.
 */
export const returnPath = z.string().regex(/^\/(?!\/)[\x21-\x5b\x5d-\x7e]{0,300}$/)
