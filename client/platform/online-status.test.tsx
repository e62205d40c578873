import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { translator } from '../../shared/messages/translate'
import { OfflineIndicator } from './offline-indicator'
import { startOnlineStatus } from './online-status'

let online = true
vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  document.body.innerHTML = ''
  online = true
})

function shell(): HTMLElement {
  document.body.innerHTML = renderToStaticMarkup(<OfflineIndicator t={translator('en_GB')} />)
  return document.querySelector<HTMLElement>('[data-offline-indicator]')!
}

describe('the offline notice', () => {
  it('is a polite status, hidden while online', () => {
    const message = shell()
    stops.push(startOnlineStatus(document))
    expect(message.getAttribute('role')).toBe('status')
    expect(message.getAttribute('aria-live')).toBe('polite')
    expect(message.hidden).toBe(true)
    expect(message.textContent).toMatch(/^You are offline\./)
  })

  it('shows when the connection drops and hides when it returns', () => {
    const message = shell()
    stops.push(startOnlineStatus(document))
    online = false
    window.dispatchEvent(new Event('offline'))
    expect(message.hidden).toBe(false)
    online = true
    window.dispatchEvent(new Event('online'))
    expect(message.hidden).toBe(true)
  })

  it('shows at once on a page loaded while offline', () => {
    online = false
    const message = shell()
    stops.push(startOnlineStatus(document))
    expect(message.hidden).toBe(false)
  })
})
