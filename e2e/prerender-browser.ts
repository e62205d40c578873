/**
 * A Chromium that prerenders, for the browser tests of speculation rules (issue 26). Chromium
 * refuses to prerender in a tab that a DevTools client drives through the page's own target, as
 * Playwright does (it reports `PrerenderingDisabledByDevTools`); a client attached through the
 * tab's target may. So this starts Debian's Chromium itself, speaks the DevTools protocol over a
 * pipe, attaches to the tab, and follows each page of it, the prerendered ones too.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable, Writable } from 'node:stream'
import { CHROMIUM } from './chromium-paths.mjs'

type Params = Record<string, unknown>
type Message = { id?: number; method?: string; params?: Params; result?: Params; error?: { message: string }; sessionId?: string }
/** A page of the tab; a prerendered one has the subtype `prerender` until it is shown. */
export type TabPage = { sessionId: string; subtype: string | undefined }

const ARGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--window-size=1280,800', '--remote-debugging-pipe']

export class PrerenderingBrowser {
  private nextId = 0
  private buffered = ''
  private readonly pending = new Map<number, (message: Message) => void>()
  private readonly listeners = new Set<(message: Message) => void>()
  private readonly toBrowser: Writable
  /** Pages of the tab in the order they were attached. */
  readonly pages: TabPage[] = []
  /** The page the shopper sees. */
  shown: TabPage | null = null
  /** What Chromium said of each prerender and prefetch it tried, in order (for a failing test's message). */
  readonly prerenderStatuses: string[] = []

  private constructor(
    private readonly child: ChildProcess,
    private readonly profile: string,
  ) {
    this.toBrowser = child.stdio[3] as Writable
    ;(child.stdio[4] as Readable).on('data', (chunk: Buffer) => this.read(chunk.toString()))
  }

  static async launch(): Promise<PrerenderingBrowser> {
    const profile = mkdtempSync(join(tmpdir(), 'prerender-'))
    const child = spawn(CHROMIUM, [...ARGS, `--user-data-dir=${profile}`, 'about:blank'], { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] })
    const browser = new PrerenderingBrowser(child, profile)
    const { targetInfos } = (await browser.send('Target.getTargets', { filter: [{ type: 'tab' }] })) as { targetInfos: { targetId: string }[] }
    if (!targetInfos[0]) throw new Error('Chromium opened no tab')
    const { sessionId: tab } = (await browser.send('Target.attachToTarget', { targetId: targetInfos[0].targetId, flatten: true })) as { sessionId: string }
    const attached = browser.nextPage()
    await browser.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: true }, tab)
    browser.shown = await attached
    await browser.send('Page.enable', {}, browser.shown.sessionId)
    await browser.send('Preload.enable', {}, browser.shown.sessionId)
    await browser.send('Page.bringToFront', {}, browser.shown.sessionId)
    return browser
  }

  private read(text: string): void {
    this.buffered += text
    for (let end = this.buffered.indexOf('\0'); end >= 0; end = this.buffered.indexOf('\0')) {
      const message = JSON.parse(this.buffered.slice(0, end)) as Message
      this.buffered = this.buffered.slice(end + 1)
      if (message.id !== undefined) {
        this.pending.get(message.id)?.(message)
        this.pending.delete(message.id)
        continue
      }
      if (message.method === 'Preload.prerenderStatusUpdated') {
        const params = message.params as { status: string; prerenderStatus?: string; disallowedMojoInterface?: string }
        this.prerenderStatuses.push([params.status, params.prerenderStatus, params.disallowedMojoInterface].filter(Boolean).join(' '))
      }
      // A prerender waits on the prefetch of its URL, so a prefetch's fate often explains the prerender's.
      if (message.method === 'Preload.prefetchStatusUpdated') {
        const params = message.params as { status: string; prefetchStatus?: string }
        this.prerenderStatuses.push(['prefetch', params.status, params.prefetchStatus].filter(Boolean).join(' '))
      }
      if (message.method === 'Target.attachedToTarget') {
        const info = message.params?.targetInfo as { type: string; subtype?: string }
        if (info.type === 'page') this.pages.push({ sessionId: String(message.params?.sessionId), subtype: info.subtype })
      }
      for (const listener of this.listeners) listener(message)
    }
  }

  send(method: string, params: Params = {}, sessionId?: string): Promise<Params> {
    const id = ++this.nextId
    return new Promise((resolve, reject) => {
      this.pending.set(id, (message) => (message.error ? reject(new Error(`${method}: ${message.error.message}`)) : resolve(message.result ?? {})))
      this.toBrowser.write(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }) + '\0')
    })
  }

  /** The next event `method` (of `sessionId`, when given) that `accept` takes. */
  waitFor(method: string, accept: (params: Params) => boolean = () => true, sessionId?: string, timeoutMs = 15_000): Promise<Params> {
    return new Promise((resolve, reject) => {
      const listener = (message: Message) => {
        if (message.method !== method || (sessionId && message.sessionId !== sessionId) || !accept(message.params ?? {})) return
        clearTimeout(timer)
        this.listeners.delete(listener)
        resolve(message.params ?? {})
      }
      const timer = setTimeout(() => {
        this.listeners.delete(listener)
        reject(new Error(`no ${method} within ${timeoutMs} ms`))
      }, timeoutMs)
      this.listeners.add(listener)
    })
  }

  /** The next page attached to the tab (a prerendered page is one). */
  nextPage(): Promise<TabPage> {
    const known = this.pages.length
    return this.waitFor('Target.attachedToTarget', (params) => (params.targetInfo as { type: string }).type === 'page').then(() => this.pages[known]!)
  }

  private get page(): TabPage {
    if (!this.shown) throw new Error('no page')
    return this.shown
  }

  /** Loads `url` in the shown page and waits for its load event. */
  async goto(url: string): Promise<void> {
    const loaded = this.waitFor('Page.loadEventFired', () => true, this.page.sessionId)
    await this.send('Page.navigate', { url }, this.page.sessionId)
    await loaded
  }

  /** Evaluates `expression` in a page (the shown one by default), awaiting a promise it returns. */
  async evaluate<T>(expression: string, page: TabPage = this.page): Promise<T> {
    const answer = (await this.send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true }, page.sessionId)) as { result: { value: T }; exceptionDetails?: { text: string } }
    if (answer.exceptionDetails) throw new Error(`${expression}: ${answer.exceptionDetails.text}`)
    return answer.result.value
  }

  /** The mouse moved onto (x, y) of the shown page, to rest there. */
  async hover(x: number, y: number): Promise<void> {
    await this.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y }, this.page.sessionId)
  }

  /** The mouse moved onto (x, y) of the shown page and pressed there. */
  async pointerDown(x: number, y: number): Promise<void> {
    await this.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y }, this.page.sessionId)
    await this.send('Input.dispatchMouseEvent', { type: 'mousePressed', x, y, button: 'left', clickCount: 1 }, this.page.sessionId)
  }

  /** The mouse released: with the press before it, a click. */
  async pointerUp(x: number, y: number): Promise<void> {
    await this.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x, y, button: 'left', clickCount: 1 }, this.page.sessionId)
  }

  /** Closes Chromium as a shopper would (so it finishes writing its profile), then removes the profile. */
  async close(): Promise<void> {
    const exited = new Promise((resolve) => this.child.once('exit', resolve))
    this.toBrowser.write(JSON.stringify({ id: ++this.nextId, method: 'Browser.close', params: {} }) + '\0')
    const killer = setTimeout(() => this.child.kill('SIGKILL'), 5_000)
    await exited
    clearTimeout(killer)
    // Its helper processes may still be writing the profile for a moment after the browser exits.
    for (let attempt = 0; ; attempt++) {
      try {
        rmSync(this.profile, { recursive: true, force: true })
        return
      } catch (error) {
        if (attempt >= 30) throw error
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
  }
}
