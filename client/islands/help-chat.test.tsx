import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CHAT_LOAD_DELAY_MS } from '../../shared/constants/timings'
import { pickMessages } from '../../shared/messages/pick-messages'
import { translator } from '../../shared/messages/translate'
import { CHAT_WIDGET_WAIT_MS } from '../platform/chat-focus'
import { clearChoiceCookie, readChoiceCookie, writeChoiceCookie } from '../runtime/choice-cookie'
import { HELP_CHAT_TEXT_KEYS, HelpChat } from './help-chat'

const SCRIPT_URL = 'https://chat.example/widget.js'
const CONTACT = { phone: '01632 960 123', email: 'help@cartridgecorner.co.uk', contactPath: '/contact.html' }
const texts = pickMessages(translator('en_GB'), HELP_CHAT_TEXT_KEYS)

/**
 * The test DOM runs no scripts: it answers every script with `error`, or with `load` when told to
 * treat disabled loading as success. That stands in for the vendor answering or not.
 */
type HappyDomWindow = Window & { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }
const vendorAnswers = (answers: boolean) => {
  ;(window as unknown as HappyDomWindow).happyDOM.settings.handleDisabledFileLoadingAsSuccess = answers
}

const chatScripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[data-help-chat]')]

beforeEach(() => {
  vi.useFakeTimers()
  clearChoiceCookie('help_chat')
  vendorAnswers(true)
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  // The test DOM reports each script it refused on the console.
  vi.spyOn(console, 'error').mockImplementation(() => {})
  // The page's own scripts carry the response's nonce.
  document.head.innerHTML = '<script type="module" nonce="page-nonce-123"></script>'
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
  document.head.innerHTML = ''
})

describe('the help chat', () => {
  it('shows a Help button and loads nothing until it is clicked', () => {
    render(<HelpChat scriptUrl={SCRIPT_URL} contact={CONTACT} texts={texts} />)
    expect(screen.getByRole('button', { name: 'Help: chat with our team' }).textContent).toBe('Help')
    act(() => vi.advanceTimersByTime(10 * CHAT_LOAD_DELAY_MS))
    expect(chatScripts()).toEqual([])
  })

  it('after a click shows the loading state, waits 1000 ms, then adds the vendor script with the nonce', () => {
    render(<HelpChat scriptUrl={SCRIPT_URL} contact={CONTACT} texts={texts} />)
    vendorAnswers(false) // held back: the button's loading state stays visible
    fireEvent.click(screen.getByRole('button', { name: 'Help: chat with our team' }))
    const button = screen.getByRole('button', { name: 'Opening the chat…' })
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(readChoiceCookie('help_chat')).toBe('1')

    act(() => vi.advanceTimersByTime(CHAT_LOAD_DELAY_MS - 1))
    expect(chatScripts()).toEqual([])
    vendorAnswers(true)
    act(() => vi.advanceTimersByTime(1))
    const [script] = chatScripts()
    expect(script?.src).toBe(SCRIPT_URL)
    expect(script?.async).toBe(true)
    expect(script?.nonce).toBe('page-nonce-123')
  })

  it('steps aside once the vendor script has loaded', async () => {
    render(<HelpChat scriptUrl={SCRIPT_URL} contact={CONTACT} texts={texts} />)
    fireEvent.click(screen.getByRole('button'))
    await act(async () => vi.advanceTimersByTime(CHAT_LOAD_DELAY_MS))
    // The button waits for the vendor's widget to appear (this test vendor adds none).
    await act(async () => vi.advanceTimersByTime(CHAT_WIDGET_WAIT_MS))
    expect(screen.queryByRole('button')).toBeNull()
    expect(chatScripts()).toHaveLength(1)
  })

  it('a second click while waiting adds the script only once', async () => {
    render(<HelpChat scriptUrl={SCRIPT_URL} contact={CONTACT} texts={texts} />)
    fireEvent.click(screen.getByRole('button'))
    fireEvent.click(screen.getByRole('button'))
    await act(async () => vi.advanceTimersByTime(2 * CHAT_LOAD_DELAY_MS))
    expect(chatScripts()).toHaveLength(1)
  })

  it('loads at once and without a button for a shopper who opened it before', async () => {
    writeChoiceCookie('help_chat', '1', 60)
    await act(async () => {
      render(<HelpChat scriptUrl={SCRIPT_URL} contact={CONTACT} texts={texts} />)
    })
    expect(chatScripts().map((s) => s.src)).toEqual([SCRIPT_URL])
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('treats a click made before the mount had looked for a remembered chat as this shopper opening it', async () => {
    // A prerendered page defers the mount's look until it is shown: it stands in for a replayed
    // early click that comes before that look (the click remembers the chat as it opens it).
    Object.defineProperty(document, 'prerendering', { configurable: true, value: true })
    try {
      render(<HelpChat scriptUrl={SCRIPT_URL} contact={CONTACT} texts={texts} />)
      fireEvent.click(screen.getByRole('button', { name: 'Help: chat with our team' }))
      Object.defineProperty(document, 'prerendering', { configurable: true, value: false })
      await act(async () => {
        document.dispatchEvent(new Event('prerenderingchange'))
        vi.advanceTimersByTime(100)
      })
      // Still this shopper's own opening: the loading state, not a silent load without the button.
      expect(screen.getByRole('button', { name: 'Opening the chat…' }).getAttribute('aria-busy')).toBe('true')
      expect(chatScripts()).toEqual([])
      await act(async () => vi.advanceTimersByTime(CHAT_LOAD_DELAY_MS))
      expect(chatScripts()).toHaveLength(1)
    } finally {
      Reflect.deleteProperty(document, 'prerendering')
    }
  })

  it('says so when the vendor does not answer, and a retry adds a fresh script', async () => {
    vendorAnswers(false)
    render(<HelpChat scriptUrl={SCRIPT_URL} contact={CONTACT} texts={texts} />)
    fireEvent.click(screen.getByRole('button'))
    await act(async () => vi.advanceTimersByTime(CHAT_LOAD_DELAY_MS))
    expect(chatScripts()).toEqual([])
    const retry = screen.getByRole('button', { name: 'The chat could not be opened. Try again' })

    vendorAnswers(true)
    fireEvent.click(retry)
    await act(async () => vi.advanceTimersByTime(CHAT_LOAD_DELAY_MS))
    await act(async () => vi.advanceTimersByTime(CHAT_WIDGET_WAIT_MS))
    expect(chatScripts()).toHaveLength(1)
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('gives a returning shopper the button back when the vendor does not answer', async () => {
    writeChoiceCookie('help_chat', '1', 60)
    vendorAnswers(false)
    await act(async () => {
      render(<HelpChat scriptUrl={SCRIPT_URL} contact={CONTACT} texts={texts} />)
    })
    expect(screen.getByRole('button', { name: 'Help: chat with our team' }).getAttribute('data-help-chat-state')).toBe('idle')
  })
})

describe('the help launcher without a chat vendor (issue 25 point 10)', () => {
  // The panel's chunk is fetched on first opening: real timers, so the test can wait for it.
  beforeEach(() => vi.useRealTimers())
  const launcher = () => screen.getByRole('button', { name: 'Help: contact our team' })
  const openPanel = async () => {
    fireEvent.click(launcher())
    return screen.findByRole('dialog', { name: 'Contact us' })
  }

  it('is there, as a link to the contact page for a browser without scripts and a button with them', () => {
    render(<HelpChat scriptUrl={null} contact={CONTACT} texts={texts} />)
    const link = screen.getByRole('link', { name: 'Help: contact our team' })
    expect(link.getAttribute('href')).toBe('/contact.html')
    expect(link.className).toContain('js:hidden')
    expect(launcher().getAttribute('aria-expanded')).toBe('false')
    expect(launcher().className).toContain('js:inline-flex')
  })

  it('opens the shop’s contact options, focused, and loads no script', async () => {
    render(<HelpChat scriptUrl={null} contact={CONTACT} texts={texts} />)
    const panel = await openPanel()
    expect(launcher().getAttribute('aria-expanded')).toBe('true')
    expect(launcher().getAttribute('aria-controls')).toBe(panel.id)
    await waitFor(() => expect(document.activeElement).toBe(panel))
    expect(screen.getByRole('link', { name: 'Call us on 01632 960 123' }).getAttribute('href')).toBe('tel:01632960123')
    expect(screen.getByRole('link', { name: 'Email help@cartridgecorner.co.uk' }).getAttribute('href')).toBe('mailto:help@cartridgecorner.co.uk')
    expect(screen.getByRole('link', { name: 'Write to us' }).getAttribute('href')).toBe('/contact.html')
    expect(chatScripts()).toEqual([])
    expect(readChoiceCookie('help_chat')).toBeNull()
  })

  it('closes on Escape and on its close button, giving focus back to the launcher', async () => {
    render(<HelpChat scriptUrl={null} contact={CONTACT} texts={texts} />)
    await openPanel()
    fireEvent.keyDown(screen.getByRole('link', { name: 'Write to us' }), { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(launcher())
    expect(launcher().getAttribute('aria-expanded')).toBe('false')

    await openPanel()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(launcher())
  })

  it('closes when the launcher is pressed again', async () => {
    render(<HelpChat scriptUrl={null} contact={CONTACT} texts={texts} />)
    await openPanel()
    fireEvent.click(launcher())
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('the help launcher with a chat vendor, without scripts', () => {
  it('is a link to the contact page too, beside the button scripts show', () => {
    render(<HelpChat scriptUrl={SCRIPT_URL} contact={CONTACT} texts={texts} />)
    expect(screen.getByRole('link', { name: 'Help: contact our team' }).getAttribute('href')).toBe('/contact.html')
  })
})
