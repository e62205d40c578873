import { describe, expect, it } from 'vitest'
import { listKey, type ListState } from './suggestion-keys'

const open = (active: number): ListState => ({ open: true, active })
const closed: ListState = { open: false, active: -1 }

describe('listKey', () => {
  it('moves down from the box to the first option, through the list, and round to the first', () => {
    expect(listKey(open(-1), 'ArrowDown', 3, true).state).toEqual(open(0))
    expect(listKey(open(0), 'ArrowDown', 3, true).state).toEqual(open(1))
    expect(listKey(open(2), 'ArrowDown', 3, true).state).toEqual(open(0))
  })

  it('moves up from the box or the first option to the last', () => {
    expect(listKey(open(-1), 'ArrowUp', 3, true).state).toEqual(open(2))
    expect(listKey(open(0), 'ArrowUp', 3, true).state).toEqual(open(2))
    expect(listKey(open(2), 'ArrowUp', 3, true).state).toEqual(open(1))
  })

  it('opens a closed list on an arrow, at its first or last option', () => {
    expect(listKey(closed, 'ArrowDown', 4, true)).toEqual({ state: open(0), handled: true, choose: null, clear: false })
    expect(listKey(closed, 'ArrowUp', 4, true).state).toEqual(open(3))
  })

  it('leaves the arrows to the box when there is nothing to suggest', () => {
    expect(listKey(closed, 'ArrowDown', 0, true)).toEqual({ state: closed, handled: false, choose: null, clear: false })
    expect(listKey(open(-1), 'ArrowUp', 0, true).handled).toBe(false)
  })

  it('follows the active option on Enter and closes the list', () => {
    expect(listKey(open(1), 'Enter', 3, true)).toEqual({ state: closed, handled: true, choose: 1, clear: false })
  })

  it('lets Enter submit the search when no option is active or the list is closed', () => {
    expect(listKey(open(-1), 'Enter', 3, true).handled).toBe(false)
    expect(listKey({ open: false, active: 1 }, 'Enter', 3, true).handled).toBe(false)
    expect(listKey(open(5), 'Enter', 3, true).handled).toBe(false)
  })

  it('closes the list on the first Escape and clears the box on the second', () => {
    const first = listKey(open(2), 'Escape', 3, true)
    expect(first).toEqual({ state: closed, handled: true, choose: null, clear: false })
    expect(listKey(first.state, 'Escape', 3, true)).toEqual({ state: closed, handled: true, choose: null, clear: true })
    expect(listKey(closed, 'Escape', 0, false).handled).toBe(false)
  })

  it('ignores every other key', () => {
    for (const key of ['a', 'Tab', 'Home', 'End', ' ']) expect(listKey(open(1), key, 3, true)).toEqual({ state: open(1), handled: false, choose: null, clear: false })
  })
})
