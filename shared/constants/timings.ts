/**
 * @module
 * SPEC §9 timings and limits of the shell, in milliseconds unless the name says otherwise.
 */

export const MODAL_CLOSE_DELAY_MS = 500
export const DEFAULT_TRANSITION_MS = 300

export const PROGRESS_START_DELAY_MS = 200
export const PROGRESS_DURATION_MS = 5000
export const PROGRESS_TICK_MS = 100
export const PROGRESS_HIDE_DELAY_MS = 500

export const NOTIFICATION_DISMISS_MS = 3000
export const NOTIFICATIONS_SHOWN_MAX = 3

export const CHAT_LOAD_DELAY_MS = 1000
export const PREFETCH_IDLE_TIMEOUT_MS = 2000
export const CHUNK_RELOAD_GUARD_MS = 60_000
export const RESIZE_REFRESH_MS = 50

/** Search suggestions wait for a pause in typing this long before asking: a word typed quickly costs one request. */
export const SEARCH_SUGGEST_DEBOUNCE_MS = 200

/** SPEC §4, §9: the basket sends a line's quantity this long after its last change, one request per burst. */
export const CART_QUANTITY_DEBOUNCE_MS = 1000

/** SPEC §9 breakpoints used by the shop's logic (px). */
export const BREAKPOINT_MD_PX = 768
export const BREAKPOINT_LG_PX = 1024
