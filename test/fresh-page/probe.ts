/**
 * What one DOM test file leaves behind, looked for by the next (test/fresh-page.ts says why files
 * share a window). Two files run `expectFreshThenLeaveTraces`; whichever runs second fails if any
 * trace of the first is still there: a listener, a global, the document's content or attributes,
 * storage, a cookie, the address, the screen size, fake timers, a stubbed global or a module's state.
 */
import { expect, vi } from 'vitest'
import { evaluation } from './evaluation'

const EVENT = 'fresh-page-probe'
const STUBBED = 'freshPageStubbed'

type Probe = { heard: number; evaluations: Set<string> }
/** Kept under a symbol the setup does not know of, so it outlives the reset it checks. */
const probe = ((globalThis as { [key: symbol]: Probe })[Symbol.for('fresh-page-probe')] ??= { heard: 0, evaluations: new Set() })

export function expectFreshThenLeaveTraces(): void {
  window.dispatchEvent(new Event(EVENT))
  document.dispatchEvent(new Event(EVENT))
  expect(probe.heard, 'listeners of an earlier file').toBe(0)
  expect(Object.hasOwn(window, 'leftByAnotherFile')).toBe(false)
  expect(STUBBED in window).toBe(false)
  expect(document.body.childNodes.length).toBe(0)
  expect(document.head.innerHTML).toBe('')
  expect(document.documentElement.getAttribute('lang')).toBeNull()
  expect(document.title).toBe('')
  expect(localStorage.length + sessionStorage.length).toBe(0)
  expect(document.cookie).toBe('')
  expect(location.pathname).toBe('/')
  expect(window.innerWidth).toBe(1024)
  expect(vi.isFakeTimers()).toBe(false)
  expect(probe.evaluations.has(evaluation)).toBe(false)

  const hear = () => probe.heard++
  window.addEventListener(EVENT, hear)
  document.addEventListener(EVENT, hear)
  Object.assign(window, { leftByAnotherFile: true })
  vi.stubGlobal(STUBBED, true)
  document.body.append(document.createElement('main'))
  document.head.append(document.createElement('style'))
  document.documentElement.setAttribute('lang', 'de')
  document.title = 'left by another file'
  localStorage.setItem('left', 'yes')
  sessionStorage.setItem('left', 'yes')
  document.cookie = 'left=yes; path=/'
  history.pushState(null, '', '/elsewhere')
  ;(window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM.setViewport({ width: 390, height: 844 })
  vi.useFakeTimers()
  probe.evaluations.add(evaluation)
}
