import { describe, expect, it } from 'vitest'
import { shortfalls } from './thresholds.mjs'

const perfect = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 }
const home = { name: 'home', indexable: true }
const basket = { name: 'basket', indexable: false }

describe('the audit thresholds', () => {
  it('pass a page at 95 in performance and 100 in the rest', () => {
    expect(shortfalls(home, { ...perfect, performance: 95 })).toEqual([])
  })

  it('fail performance under 95', () => {
    expect(shortfalls(home, { ...perfect, performance: 94 })).toEqual(['home: performance 94, needs 95'])
  })

  it('fail accessibility and best practices under 100', () => {
    expect(shortfalls(home, { ...perfect, accessibility: 99, 'best-practices': 96 })).toEqual(['home: accessibility 99, needs 100', 'home: best-practices 96, needs 100'])
  })

  it('hold SEO to 100 on an indexable page only', () => {
    expect(shortfalls(home, { ...perfect, seo: 92 })).toEqual(['home: seo 92, needs 100'])
    expect(shortfalls(basket, { ...perfect, seo: 66 })).toEqual([])
  })

  it('fail a category Lighthouse could not score', () => {
    expect(shortfalls(basket, { ...perfect, accessibility: Number.NaN })).toEqual(['basket: accessibility not scored, needs 100'])
  })
})
