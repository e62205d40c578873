import { afterEach, describe, expect, it } from 'vitest'
import { awaitChatWidget, bodyChildren, focusAfterChatOpened } from './chat-focus'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('focus after the chat opens', () => {
  it('goes to the first control of the widget the vendor added, even one added a moment later', async () => {
    document.body.innerHTML = '<main id="main"><button id="page-button">Page</button></main>'
    const before = bodyChildren(document)
    setTimeout(() => {
      const widget = document.createElement('div')
      widget.innerHTML = '<p>Chat</p><button id="vendor-launcher">Open chat</button>'
      document.body.append(widget)
    }, 20)
    const widget = await awaitChatWidget(document, before, 1000)
    focusAfterChatOpened(document, widget)
    expect(document.activeElement?.id).toBe('vendor-launcher')
  })

  it('makes a widget without controls focusable itself, and ignores the page’s own elements and the vendor’s scripts', async () => {
    document.body.innerHTML = '<main id="main"></main>'
    const before = bodyChildren(document)
    document.body.append(document.createElement('script'))
    const panel = document.createElement('aside')
    panel.setAttribute('aria-label', 'Live chat')
    document.body.append(panel)
    const widget = await awaitChatWidget(document, before, 1000)
    focusAfterChatOpened(document, widget)
    expect(document.activeElement).toBe(panel)
    expect(panel.tabIndex).toBe(-1)
  })

  it('leaves focus on the main area when the vendor adds nothing in time', async () => {
    document.body.innerHTML = '<main id="main"><p>Page</p></main>'
    const widget = await awaitChatWidget(document, bodyChildren(document), 30)
    expect(widget).toBeNull()
    focusAfterChatOpened(document, widget)
    expect(document.activeElement?.id).toBe('main')
  })
})
