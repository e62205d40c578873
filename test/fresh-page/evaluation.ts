/** Different each time this module is evaluated: a module reset between test files gives a new one. */
export const evaluation = crypto.randomUUID()
