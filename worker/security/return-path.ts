import { z } from 'zod'

/** A path inside this store to come back to after a form's post: one leading slash, so never another site. */
export const returnPath = z.string().regex(/^\/(?!\/)[^\s\\]{0,300}$/)
