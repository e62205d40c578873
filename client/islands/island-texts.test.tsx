import { act, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { enGB } from '../../shared/messages/en-gb'
import { pickMessages } from '../../shared/messages/pick-messages'
import { translator, type MessageKey } from '../../shared/messages/translate'
import { HashedFileMissing } from '../platform/chunk-reload'
import { dismissAll, notify } from '../stores/notifications'
import { hydrateIslands } from './hydrate'
import { Island, IslandTextsFile } from './island'
import { ISLAND_TEXT_KEYS, ISLAND_TEXT_KEY_SET, islandTextsFile } from './island-texts'
import { loadIslandTexts } from './load-island-texts'
import { PageTexts } from './page-texts'
import { readPageTexts } from './read-page-texts'

const t = translator('en_GB')
const notificationTexts = pickMessages(t, ISLAND_TEXT_KEYS['notification-area'])
let fileNumber = 0
/** A new file name per test: the loader keeps each file it fetched for the page's life. */
const newFile = () => `/assets/island-texts-en_GB-test${++fileNumber}.json`

function serverRender(markup: ReactNode): HTMLElement {
  const container = document.createElement('div')
  container.innerHTML = renderToString(markup)
  document.body.append(container)
  return container
}

const propsOf = (container: HTMLElement) => JSON.parse(container.querySelector('script[data-island-props]')!.textContent!) as Record<string, unknown>

let consoleError: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  // React reports hydration mismatches through console.error.
  consoleError = vi.spyOn(console, 'error')
  document.body.innerHTML = ''
  dismissAll()
})
afterEach(() => {
  expect(consoleError).not.toHaveBeenCalled()
  consoleError.mockRestore()
  vi.unstubAllGlobals()
})

describe('the locale file of island texts', () => {
  it('holds every text of every island and page script once, in the locale', () => {
    const english = islandTextsFile('en_GB')
    const german = islandTextsFile('de_DE')
    for (const keys of Object.values(ISLAND_TEXT_KEYS)) {
      for (const key of keys) {
        expect(english[key]).toBe(enGB[key as MessageKey])
        expect(german[key]).toEqual(expect.any(String))
      }
    }
    expect(Object.keys(english).sort()).toEqual([...ISLAND_TEXT_KEY_SET].sort())
    expect(german['notification.close']).not.toBe(english['notification.close'])
  })
})

describe('an island on a page with the locale file', () => {
  it('names the file and leaves its texts out of its props, while its HTML shows them', () => {
    const file = newFile()
    const container = serverRender(
      <IslandTextsFile value={file}>
        <Island name="notification-area" props={{ texts: notificationTexts }} />
      </IslandTextsFile>,
    )
    expect(container.querySelector('[data-island]')!.getAttribute('data-island-texts')).toBe(file)
    expect(propsOf(container)).toEqual({})
    expect(container.querySelector('section')!.getAttribute('aria-label')).toBe('Notifications')
  })

  it('carries its texts itself without the file, or when a text is not in the file', () => {
    const alone = serverRender(<Island name="notification-area" props={{ texts: notificationTexts }} />)
    expect(alone.querySelector('[data-island]')!.hasAttribute('data-island-texts')).toBe(false)
    expect(propsOf(alone)).toEqual({ texts: notificationTexts })

    const unknown = { ...notificationTexts, 'not.in.the.table': 'Extra' }
    const outside = serverRender(
      <IslandTextsFile value={newFile()}>
        <Island name="notification-area" props={{ texts: unknown }} />
      </IslandTextsFile>,
    )
    expect(outside.querySelector('[data-island]')!.hasAttribute('data-island-texts')).toBe(false)
    expect(propsOf(outside)).toEqual({ texts: unknown })
  })

  it('hydrates with the texts from the file, fetched once for every island that names it', async () => {
    const file = newFile()
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(islandTextsFile('en_GB')), { headers: { 'Content-Type': 'application/json' } }))
    vi.stubGlobal('fetch', fetchMock)
    const container = serverRender(
      <IslandTextsFile value={file}>
        <Island name="notification-area" hydrate="idle" props={{ texts: notificationTexts }} />
        <Island name="price-display-switch" hydrate="idle" props={{ texts: pickMessages(t, ISLAND_TEXT_KEYS['price-display-switch']) }} />
      </IslandTextsFile>,
    )
    await act(async () => hydrateIslands(container, { afterLoad: (task) => task() }))
    await waitFor(() => expect(container.querySelectorAll('[data-hydrated]')).toHaveLength(2))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock).toHaveBeenCalledWith(file)
    await act(async () => notify({ type: 'success', message: 'Added to your basket.' }))
    expect(container.querySelector('button[aria-label="Dismiss notification"]')).not.toBeNull()
  })
})

describe('loading the file', () => {
  it('fails as a missing chunk does when the file is gone, and tries again next time', async () => {
    const file = newFile()
    const fetchMock = vi.fn(async () => new Response('Not found', { status: 404 }))
    vi.stubGlobal('fetch', fetchMock)
    await expect(loadIslandTexts(file)).rejects.toBeInstanceOf(HashedFileMissing)
    fetchMock.mockResolvedValueOnce(new Response('{"a":"b"}'))
    await expect(loadIslandTexts(file)).resolves.toEqual({ a: 'b' })
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })
})

describe('texts of the page’s scripts outside islands', () => {
  const keys = ISLAND_TEXT_KEYS['search-suggestions']

  it('name the file when it holds them all, and are read from it', async () => {
    const file = newFile()
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(islandTextsFile('en_GB')))))
    const container = serverRender(
      <IslandTextsFile value={file}>
        <PageTexts t={t} keys={keys} marker={{ id: 'texts-here' }} />
      </IslandTextsFile>,
    )
    const script = container.querySelector('#texts-here')!
    expect(script.textContent).toBe('')
    expect(script.getAttribute('data-island-texts')).toBe(file)
    expect((await readPageTexts(script))?.['search.suggest.none']).toBe('No suggestions')
  })

  it('carry themselves without the file, and are read from the page', async () => {
    const container = serverRender(<PageTexts t={t} keys={keys} marker={{ 'data-some-texts': '' }} />)
    const script = container.querySelector('script[data-some-texts]')!
    expect(script.hasAttribute('data-island-texts')).toBe(false)
    expect(await readPageTexts(script)).toEqual(pickMessages(t, keys))
    expect(await readPageTexts(null)).toBeNull()
  })
})
