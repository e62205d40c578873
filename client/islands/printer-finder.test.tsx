import { act, fireEvent, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pickMessages } from '../../shared/messages/pick-messages'
import { translator } from '../../shared/messages/translate'
import type { PrinterFinderView } from '../../shared/rules/printer-finder'
import { hydrateIslands } from './hydrate'
import { Island } from './island'
import { PRINTER_FINDER_TEXTS } from './printer-finder-texts'

let consoleError: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error')
  document.body.innerHTML = ''
})
afterEach(() => {
  expect(consoleError).not.toHaveBeenCalled()
  consoleError.mockRestore()
})

const texts = pickMessages(translator('en_GB'), PRINTER_FINDER_TEXTS)

function serverRender(view: PrinterFinderView, pathPrefix = ''): HTMLElement {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Island name="printer-finder" hydrate="interaction" props={{ texts, pathPrefix, headingLevel: 2, view }} />)
  document.body.append(container)
  return container
}

const hp = { slug: 'hp', name: 'HP' }
const series = { name: 'OfficeJet Pro', key: 'ink-cartridges/hp/officejet-pro' }
const models = Array.from({ length: 12 }, (_, i) => ({ name: `HP OfficeJet Pro ${9010 + i}`, path: `/ink-cartridges/hp/officejet-pro/officejet-pro-${9010 + i}.html` }))

describe('the printer finder island', () => {
  it('renders each step as links that work without scripts, in the store view', () => {
    const container = serverRender({ brand: hp, groups: [{ kind: 'ink', series: [series] }], series, models }, '/de')
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))
    expect(hrefs).toContain('/de/printer-finder?brand=hp')
    expect(hrefs).toContain('/de/printers/dot-matrix.html')
    expect(hrefs).toContain('/de/printer-finder?brand=hp&series=ink-cartridges%2Fhp%2Fofficejet-pro')
    expect(hrefs).toContain('/de/ink-cartridges/hp/officejet-pro/officejet-pro-9010.html')
    expect(container.querySelector('a[aria-current="true"]')?.textContent).toBe('HP')
    // The filter needs scripts, so the server HTML has none.
    expect(container.querySelector('input')).toBeNull()
  })

  it('offers a brand without series its printers page instead', () => {
    const container = serverRender({ brand: { slug: 'dymo', name: 'Dymo' }, groups: [], series: null, models: [] })
    expect(container.textContent).toContain('We have no printer series for Dymo in the finder.')
    expect(container.querySelector('a[href="/printers/dymo.html"]')?.textContent).toBe('See our Dymo printers')
  })

  it('hydrates on first interaction without a mismatch and filters a long model list', async () => {
    const container = serverRender({ brand: hp, groups: [{ kind: 'ink', series: [series] }], series, models })
    const island = container.querySelector<HTMLElement>('[data-island="printer-finder"]')!
    await act(() => hydrateIslands(container))
    expect(island.hasAttribute('data-hydrated')).toBe(false)
    await act(async () => island.querySelector('a')!.dispatchEvent(new PointerEvent('pointerover', { bubbles: true })))
    await waitFor(() => expect(island.hasAttribute('data-hydrated')).toBe(true))
    const filter = await waitFor(() => {
      const input = container.querySelector<HTMLInputElement>('input[type="search"]')
      expect(input).not.toBeNull()
      return input!
    })
    expect(container.querySelector('label[for="finder-model-filter"]')?.textContent).toBe('Filter the models')
    fireEvent.change(filter, { target: { value: 'pro 9012' } })
    expect([...container.querySelectorAll('ul[aria-labelledby="finder-model"] a')].map((a) => a.textContent)).toEqual(['HP OfficeJet Pro 9012'])
    expect(container.textContent).toContain('1 of 12 models')
    fireEvent.change(filter, { target: { value: 'laserjet' } })
    expect(container.textContent).toContain('No model matches “laserjet”.')
  })
})
