import { describe, expect, it, vi } from 'vitest'
import { createAfterLoad } from './after-load'

/** A window whose load and idleness the test decides. */
function page(readyState: DocumentReadyState) {
  const target = new EventTarget()
  const idle: (() => void)[] = []
  const win = Object.assign(target, { document: { readyState } }) as unknown as Window
  return { win, idle: (task: () => void) => void idle.push(task), becomeIdle: () => idle.splice(0).forEach((task) => task()), load: () => target.dispatchEvent(new Event('load')) }
}
const flush = () => new Promise((resolve) => setTimeout(resolve))

describe('after load', () => {
  it('waits for the load event, then for the browser to be idle', async () => {
    const { win, idle, becomeIdle, load } = page('loading')
    const task = vi.fn()
    createAfterLoad(win, idle)(task)
    becomeIdle()
    await flush()
    expect(task).not.toHaveBeenCalled()
    load()
    await flush()
    expect(task).not.toHaveBeenCalled()
    becomeIdle()
    await flush()
    expect(task).toHaveBeenCalledOnce()
  })

  it('waits only for idleness when the page has already loaded', async () => {
    const { win, idle, becomeIdle } = page('complete')
    const task = vi.fn()
    createAfterLoad(win, idle)(task)
    await flush()
    expect(task).not.toHaveBeenCalled()
    becomeIdle()
    await flush()
    expect(task).toHaveBeenCalledOnce()
  })

  it('runs later tasks at once once passed (a soft navigation’s islands)', async () => {
    const { win, idle, becomeIdle } = page('complete')
    const afterLoad = createAfterLoad(win, idle)
    afterLoad(() => {})
    becomeIdle()
    await flush()
    const later = vi.fn()
    afterLoad(later)
    await flush()
    expect(later).toHaveBeenCalledOnce()
  })
})
