import { describe, expect, it } from 'vitest'
import { PAPER_FINDER_PATH, paperFinderPath, paperFinderRoute, paperSizeSlug, paperTypesFor } from './paper-finder'

const route = (path: string) => paperFinderRoute(path.split('/').filter(Boolean))

describe('the paper finder’s steps', () => {
  it('starts under the Paper category and takes one segment per answer', () => {
    expect(PAPER_FINDER_PATH).toBe('/paper/find-paper-and-labels')
    expect(route('/paper/find-paper-and-labels')).toEqual({ kind: 'finder', steps: { technology: null, type: null, size: null } })
    expect(route('/paper/find-paper-and-labels/laser')).toEqual({ kind: 'finder', steps: { technology: 'laser', type: null, size: null } })
    expect(route('/paper/find-paper-and-labels/inkjet/photo-paper')).toEqual({ kind: 'finder', steps: { technology: 'inkjet', type: 'photo-paper', size: null } })
    expect(route('/paper/find-paper-and-labels/laser/labels/a4')).toEqual({ kind: 'finder', steps: { technology: 'laser', type: 'labels', size: 'a4' } })
  })

  it('offers photo paper for inkjets only', () => {
    expect(paperTypesFor('inkjet')).toEqual(['printer-paper', 'photo-paper', 'labels'])
    expect(paperTypesFor('laser')).toEqual(['printer-paper', 'labels'])
    expect(route('/paper/find-paper-and-labels/laser/photo-paper')).toEqual({ kind: 'not-found' })
  })

  it('sends other paths holding the finder’s segment to the same steps under /paper', () => {
    expect(route('/find-paper-and-labels/laser')).toEqual({ kind: 'redirect', path: '/paper/find-paper-and-labels/laser' })
    expect(route('/labels/find-paper-and-labels')).toEqual({ kind: 'redirect', path: '/paper/find-paper-and-labels' })
    expect(route('/a/paper/find-paper-and-labels/inkjet/labels')).toEqual({ kind: 'redirect', path: '/paper/find-paper-and-labels/inkjet/labels' })
  })

  it('answers anything else with a 404', () => {
    for (const path of [
      '/find-paper-and-labels',
      '/paper/labels',
      '/paper/find-paper-and-labels/dot-matrix',
      '/paper/find-paper-and-labels/Laser',
      '/paper/find-paper-and-labels/laser/cardboard',
      '/paper/find-paper-and-labels/laser/labels/a4/extra',
      '/paper/find-paper-and-labels/laser/labels/A4',
      '/paper/find-paper-and-labels/laser/labels/-a4',
      '/paper/find-paper-and-labels/constructor',
      '/paper/find-paper-and-labels/laser/__proto__',
      `/paper/find-paper-and-labels/laser/labels/${'a'.repeat(30)}`,
    ]) {
      expect(route(path), path).toEqual({ kind: 'not-found' })
    }
  })

  it('writes each step’s path and the size labels as segments', () => {
    expect(paperFinderPath({ technology: null, type: null, size: null })).toBe('/paper/find-paper-and-labels')
    expect(paperFinderPath({ technology: 'inkjet', type: null, size: null })).toBe('/paper/find-paper-and-labels/inkjet')
    expect(paperFinderPath({ technology: 'inkjet', type: 'photo-paper', size: '6x4' })).toBe('/paper/find-paper-and-labels/inkjet/photo-paper/6x4')
    expect(['A4', '6x4', ' A3 ', '10 x 15 cm'].map(paperSizeSlug)).toEqual(['a4', '6x4', 'a3', '10-x-15-cm'])
  })
})
