import { beforeEach, describe, expect, it, vi } from 'vitest'
import { recordEarlyClicks, replayClicks } from './early-clicks'

let island: HTMLElement
beforeEach(() => {
  document.body.innerHTML = `
    <div data-island="x">
      <button type="button" id="tab"><span id="tab-label">Menu</span></button>
      <form><button id="send">Send</button></form>
      <a href="#basket" id="link">Basket</a>
    </div>
    <button type="button" id="outside">Elsewhere</button>`
  island = document.querySelector('[data-island]')!
})
const byId = (id: string) => document.getElementById(id)!

describe('clicks before an island hydrates', () => {
  it('notes only the script-only buttons inside the island, in order', () => {
    const take = recordEarlyClicks(island)
    for (const id of ['tab-label', 'send', 'link', 'outside', 'tab']) byId(id).click()
    expect(take()).toEqual([byId('tab'), byId('tab')])
  })

  it('stops noting once taken', () => {
    const take = recordEarlyClicks(island)
    take()
    byId('tab').click()
    expect(take()).toEqual([])
  })

  it('clicks them again after the current task, skipping those no longer on the page or disabled', async () => {
    vi.useFakeTimers()
    const clicks = vi.fn()
    document.addEventListener('click', (event) => clicks((event.target as Element).id))
    const gone = document.createElement('button')
    const disabled = Object.assign(document.createElement('button'), { type: 'button', disabled: true, id: 'disabled' })
    island.append(disabled)
    replayClicks([byId('tab') as HTMLButtonElement, gone, disabled])
    expect(clicks).not.toHaveBeenCalled()
    await vi.runAllTimersAsync()
    expect(clicks.mock.calls).toEqual([['tab']])
    vi.useRealTimers()
  })
})
