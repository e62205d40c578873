import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { categoryMenu, loadCategoryMenu } from './category-menu'

const MENU = [{ uid: 'MQ==', name: 'Ink Cartridges', path: '/ink-cartridges.html', children: [] }]

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

describe('loadCategoryMenu', () => {
  const fetchMock = vi.fn<typeof fetch>()

  beforeEach(() => {
    Object.assign(categoryMenu, { menu: null, status: 'idle', error: null })
    fetchMock.mockReset()
    vi.stubGlobal('fetch', fetchMock)
  })
  afterEach(() => vi.unstubAllGlobals())

  it('asks the categoryMenu operation once, however often the tab opens', async () => {
    fetchMock.mockResolvedValue(answer(200, { data: { menu: MENU } }))
    await Promise.all([loadCategoryMenu(), loadCategoryMenu()])
    await loadCategoryMenu()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/magento/categoryMenu')
    expect(categoryMenu).toMatchObject({ menu: MENU, status: 'idle', error: null })
  })

  it('keeps a failure in the error slot and tries again on the next call', async () => {
    fetchMock.mockResolvedValueOnce(answer(502, { errors: [{ message: 'down', category: 'internal' }] }))
    await loadCategoryMenu()
    expect(categoryMenu).toMatchObject({ menu: null, status: 'idle', error: 'load' })
    fetchMock.mockResolvedValueOnce(answer(200, { data: { menu: MENU } }))
    await loadCategoryMenu()
    expect(categoryMenu).toMatchObject({ menu: MENU, error: null })
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })
})
