import { describe, expect, it } from 'vitest'
import { nestsDeeperThan } from './document-nesting'

describe('nestsDeeperThan', () => {
  it('counts braces, brackets and parentheses together', () => {
    expect(nestsDeeperThan('{ a(x: [{ y: 1 }]) { b } }', 4)).toBe(false)
    expect(nestsDeeperThan('{ a(x: [{ y: [1] }]) { b } }', 4)).toBe(true)
  })

  it('ignores brackets in strings, block strings and comments', () => {
    expect(nestsDeeperThan('{ a(x: "{{{[[[") }', 2)).toBe(false)
    expect(nestsDeeperThan('{ a(x: "\\"{{{") }', 2)).toBe(false)
    expect(nestsDeeperThan('{ a(x: """ {{{ \\""" {{{ """) }', 2)).toBe(false)
    expect(nestsDeeperThan('{ a # {{{{\n b }', 1)).toBe(false)
  })

  it('counts again after a plain string that a newline ends', () => {
    expect(nestsDeeperThan('{ a(x: "open\n{{{ ', 2)).toBe(true)
  })

  it('finds thousands of levels in one pass', () => {
    expect(nestsDeeperThan('{ a '.repeat(50_000), 100)).toBe(true)
    expect(nestsDeeperThan('['.repeat(50_000), 100)).toBe(true)
  })
})
