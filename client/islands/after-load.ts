/**
 * @module
 * The moment islands may start hydrating without being asked: once the page has loaded and the
 * browser is idle (at the latest after the idle timeout, `whenIdle`). Until then React stays off
 * the network, so the first paint and the load event never wait for it (issue 26 point 4).
 */
import { whenIdle } from '../runtime/when-idle'

/** Runs a task after load; at once (in a microtask) when that moment has already passed. */
export type AfterLoad = (task: () => void) => void

/** An after-load gate for `win`: it starts watching with its first task and passes once per page. */
export function createAfterLoad(win: Window = window, idle: (task: () => void) => void = whenIdle): AfterLoad {
  let passed: Promise<void> | null = null
  return (task) => {
    passed ??= new Promise<void>((resolve) => {
      const afterIdle = () => idle(resolve)
      if (win.document.readyState === 'complete') afterIdle()
      else win.addEventListener('load', afterIdle, { once: true })
    })
    void passed.then(task)
  }
}

/** The page's own gate; soft navigations keep it, so their islands find it passed. */
export const afterLoad: AfterLoad = (task) => {
  pageGate ??= createAfterLoad()
  pageGate(task)
}
let pageGate: AfterLoad | null = null
