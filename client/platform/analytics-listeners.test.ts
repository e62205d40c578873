import { afterEach, describe, expect, it } from 'vitest'
import { emitRouteChange } from '../runtime/route-change'
import { trackOneShotEvents, trackPageViews, trackSearches } from './analytics-listeners'

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  delete window.dataLayer
  document.body.innerHTML = ''
})

function searchForm(value: string): HTMLFormElement {
  document.body.innerHTML = `<form role="search" action="/search"><input name="q"><button>Search</button></form>`
  const form = document.querySelector('form')!
  form.querySelector('input')!.value = value
  form.addEventListener('submit', (event) => event.preventDefault())
  return form
}

describe('shell analytics', () => {
  it('sends a page_view with the new address and title after a soft navigation', () => {
    stops.push(trackPageViews())
    document.title = 'Shopping basket | Cartridge Corner'
    emitRouteChange(new URL('https://shop.test/cart'))
    expect(window.dataLayer).toEqual([{ event: 'page_view', page_location: 'https://shop.test/cart', page_title: 'Shopping basket | Cartridge Corner' }])
  })

  it('counts a full load of a page without the tag manager (a checkout step), which the tag manager cannot', () => {
    document.documentElement.setAttribute('data-first-party-only', '')
    document.title = 'Checkout: payment | Cartridge Corner'
    try {
      stops.push(trackPageViews())
    } finally {
      document.documentElement.removeAttribute('data-first-party-only')
    }
    expect(window.dataLayer).toEqual([{ event: 'page_view', page_location: location.href, page_title: 'Checkout: payment | Cartridge Corner' }])
    localStorage.clear()
  })

  it('sends the cleaned term when a search box is submitted', () => {
    stops.push(trackSearches(document))
    searchForm('<b>hp</b> 301 ').requestSubmit()
    expect(window.dataLayer).toEqual([{ event: 'search', search_term: 'hp 301' }])
  })

  it('sends nothing for an empty term or another form', () => {
    stops.push(trackSearches(document))
    searchForm('<i></i>').requestSubmit()
    document.body.innerHTML = '<form><input name="q" value="x"></form>'
    const other = document.querySelector('form')!
    other.addEventListener('submit', (event) => event.preventDefault())
    other.requestSubmit()
    expect(window.dataLayer).toBeUndefined()
  })
})

describe('the event a sign-in or registration form left for the next page', () => {
  afterEach(() => {
    document.cookie = 'analytics_event=; Max-Age=0; Path=/'
  })

  it('sends login once and clears the cookie, so a reload does not send it again', () => {
    document.cookie = 'analytics_event=login; Path=/'
    stops.push(trackOneShotEvents(document))
    expect(window.dataLayer).toEqual([{ event: 'login', method: 'password' }])
    expect(document.cookie).not.toContain('analytics_event')
    stops.push(trackOneShotEvents(document))
    expect(window.dataLayer).toHaveLength(1)
  })

  it('sends sign_up when a page fetched in place left it', () => {
    stops.push(trackOneShotEvents(document))
    expect(window.dataLayer).toBeUndefined()
    document.cookie = 'analytics_event=sign_up; Path=/'
    emitRouteChange(new URL('https://shop.test/customer'))
    expect(window.dataLayer).toEqual([{ event: 'sign_up', method: 'password' }])
  })

  it('ignores a value that is not one of its events', () => {
    document.cookie = 'analytics_event=purchase; Path=/'
    stops.push(trackOneShotEvents(document))
    expect(window.dataLayer).toBeUndefined()
  })
})
