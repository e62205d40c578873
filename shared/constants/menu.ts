/**
 * @module
 * Fixed rules of the category menu (SPEC §2 Shell "Desktop navigation", §9 URL suffix).
 */

/**
 * SPEC §2: "Label Tape, Paper and Printers are not submenus": their top-level entries only link to
 * their pages, and hovering them opens nothing (so no overlay either). Compared case-insensitively.
 */
export const CATEGORIES_WITHOUT_SUBMENU: readonly string[] = ['Label Tape', 'Paper', 'Printers']

/** SPEC §9: product and category URLs end in .html (how the route lookup knows them). */
export const CATALOGUE_URL_SUFFIX = '.html'
