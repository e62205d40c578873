import { vi } from 'vitest'

// The DOM test files of a pool worker share one happy-dom window (`isolate: false` in
// vitest.config.ts): making the environment anew cost about a third of a second a file, most of the
// project's time. So each file begins on a fresh page: the browser code's modules evaluated afresh,
// the listeners earlier files left on the window and document removed, globals they added deleted,
// the document, storage, cookies, address and screen size as a new tab has them, and no mock,
// stubbed global or fake timer carried over.

type Listener = [target: EventTarget, type: string, listener: EventListenerOrEventListenerObject | null, options: boolean | EventListenerOptions | undefined]
type PageState = { listeners: Listener[]; globals: ReadonlySet<string>; url: string; size: { width: number; height: number } }
type HappyDomWindow = Window & { happyDOM: { setViewport(size: { width: number; height: number }): void } }

const KEY = Symbol.for('fresh-page')
const holder = globalThis as typeof globalThis & { [KEY]?: PageState }

/** Set up once, by the first file: what a new tab looks like, and a record of every listener added. */
function firstFile(): PageState {
  const state: PageState = {
    listeners: [],
    globals: new Set(Object.getOwnPropertyNames(window)),
    url: location.href,
    size: { width: window.innerWidth, height: window.innerHeight },
  }
  for (const target of [window, document, document.documentElement] as EventTarget[]) {
    const add = target.addEventListener
    // `this` is undefined when code calls the global `addEventListener` unbound.
    target.addEventListener = function (this: EventTarget | undefined, type: string, listener: EventListenerOrEventListenerObject | null, options?: boolean | AddEventListenerOptions) {
      const on = this ?? target
      state.listeners.push([on, type, listener, options])
      add.call(on, type, listener, options)
    }
  }
  return state
}

const page = (holder[KEY] ??= firstFile())

vi.useRealTimers()
vi.restoreAllMocks()
vi.unstubAllGlobals()
vi.unstubAllEnvs()
vi.resetModules()

for (const [target, type, listener, options] of page.listeners.splice(0)) target.removeEventListener(type, listener, options)
for (const name of Object.getOwnPropertyNames(window)) {
  if (!page.globals.has(name)) Reflect.deleteProperty(window, name)
}
document.head.replaceChildren()
document.body.replaceChildren()
for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name)
for (const { name } of [...document.body.attributes]) document.body.removeAttribute(name)
localStorage.clear()
sessionStorage.clear()
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim()
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
}
history.replaceState(null, '', page.url)
;(window as unknown as HappyDomWindow).happyDOM.setViewport(page.size)
