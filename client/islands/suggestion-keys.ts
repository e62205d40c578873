/**
 * @module
 * The keyboard of the search box's suggestion list, as the ARIA 1.2 combobox pattern has it, kept
 * apart from the DOM so it can be tested as a table: the arrows move the active option (wrapping
 * round), Enter chooses it, Escape closes the list and a second Escape clears the box.
 */

/** `active` is an option's index, or -1 while the box itself is active. */
export type ListState = { open: boolean; active: number }

export type KeyOutcome = {
  state: ListState
  /** The key did something here, so its default (moving the caret, submitting, clearing) must not run. */
  handled: boolean
  /** The option to follow, for Enter on an active option. */
  choose: number | null
  /** Escape on a closed list: empty the box. */
  clear: boolean
}

const CLOSED: ListState = { open: false, active: -1 }

const outcome = (state: ListState, extra: Partial<KeyOutcome> = {}): KeyOutcome => ({ state, handled: true, choose: null, clear: false, ...extra })
const unhandled = (state: ListState): KeyOutcome => ({ state, handled: false, choose: null, clear: false })

/**
 * What a key does to the list of `count` options; `hasText` says whether the box holds any text.
 * @example listKey({ open: true, active: 5 }, 'ArrowDown', 6, true).state // { open: true, active: 0 }
 */
export function listKey(state: ListState, key: string, count: number, hasText: boolean): KeyOutcome {
  switch (key) {
    case 'ArrowDown':
      if (count === 0) return unhandled(state)
      return outcome({ open: true, active: state.open ? (state.active + 1) % count : 0 })
    case 'ArrowUp':
      if (count === 0) return unhandled(state)
      return outcome({ open: true, active: state.open && state.active > 0 ? state.active - 1 : count - 1 })
    case 'Enter':
      // Without an active option the form submits as it always does (SPEC §2: Enter searches).
      return state.open && state.active >= 0 && state.active < count ? outcome(CLOSED, { choose: state.active }) : unhandled(state)
    case 'Escape':
      if (state.open) return outcome(CLOSED)
      return hasText ? outcome(CLOSED, { clear: true }) : unhandled(state)
    default:
      return unhandled(state)
  }
}
