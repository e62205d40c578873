import { beforeEach, describe, expect, it } from 'vitest'
import { savedScroll, saveScroll } from './scroll-memory'

describe('scroll memory', () => {
  beforeEach(() => localStorage.clear())

  it('remembers a position per history entry in local storage', () => {
    saveScroll('a', 420.4)
    saveScroll('b', 0)
    expect(savedScroll('a')).toBe(420)
    expect(savedScroll('b')).toBe(0)
    expect(savedScroll('c')).toBeNull()
    expect(JSON.parse(localStorage.getItem('scroll-positions')!)).toEqual({ a: 420, b: 0 })
  })

  it('keeps only the 50 most recently saved entries', () => {
    for (let i = 0; i < 55; i++) saveScroll(`entry-${i}`, i)
    saveScroll('entry-0', 7)
    expect(savedScroll('entry-0')).toBe(7)
    expect(savedScroll('entry-5')).toBeNull()
    expect(savedScroll('entry-6')).toBe(6)
    expect(Object.keys(JSON.parse(localStorage.getItem('scroll-positions')!))).toHaveLength(50)
  })

  it('ignores a corrupted store', () => {
    localStorage.setItem('scroll-positions', '{not json')
    expect(savedScroll('a')).toBeNull()
    saveScroll('a', 10)
    expect(savedScroll('a')).toBe(10)
  })
})
