import { afterEach, describe, expect, it, vi } from 'vitest'

// Each test starts soft navigation afresh, as a full page load does.
async function startFresh(): Promise<void> {
  vi.resetModules()
  const { startSoftNavigation } = await import('./soft-navigation')
  startSoftNavigation()
}

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
})

describe('soft navigation at page load', () => {
  it('on a page never shown before, reads no kept position and gives the entry its key', async () => {
    history.replaceState(null, '', '/ink-cartridges.html')
    const read = vi.spyOn(localStorage, 'getItem')
    await startFresh()
    expect(read).not.toHaveBeenCalled()
    expect(typeof (history.state as { key?: unknown }).key).toBe('string')
  })

  it('on a page shown before (a reload, Back), goes back to where the shopper was', async () => {
    history.replaceState({ key: 'seen-before' }, '', '/ink-cartridges.html')
    localStorage.setItem('scroll-positions', JSON.stringify({ 'seen-before': 420 }))
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    await startFresh()
    expect(scrollTo).toHaveBeenCalledWith(0, 420)
  })
})
