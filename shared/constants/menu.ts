/**
 * @module
 * Fixed rules of the category menu (SPEC §2 Shell "Desktop navigation", §9 URL suffix).
 */

/**
 * SPEC §2: "Label Tape, Paper and Printers are not submenus": their top-level entries only link to
 * their pages, and hovering them opens nothing (so no overlay either). Known by their URL paths,
 * which every store view shares, where their names are each store view's own (Schriftbänder,
 * Papier and Drucker in the German one). Compared case-insensitively.
 */
export const CATEGORIES_WITHOUT_SUBMENU: readonly string[] = ['label-tape', 'paper', 'printers']

/** SPEC §9: product and category URLs end in .html (how the route lookup knows them). */
export const CATALOGUE_URL_SUFFIX = '.html'
