import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_STORE } from '../../shared/constants/stores'
import { translator } from '../../shared/messages/translate'
import { Footer } from '../components/footer'
import { startFooterColumns, type WidthQuery } from './footer-columns'

/** A media query the test moves across the breakpoint, as resizing the window would. */
class FakeWidthQuery extends EventTarget implements WidthQuery {
  constructor(public matches: boolean) {
    super()
  }
  resize(wide: boolean): void {
    this.matches = wide
    this.dispatchEvent(Object.assign(new Event('change'), { matches: wide }))
  }
}

let stop: () => void = () => {}
const columns = () => [...document.querySelectorAll<HTMLDetailsElement>('details[data-footer-column]')]
const summaryOf = (column: HTMLDetailsElement) => column.querySelector('summary')!
/** Whether the browser would carry out a click's default action (toggling the column). */
const clickAllowed = (target: Element) => target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))

function render(wide: boolean): FakeWidthQuery {
  document.body.innerHTML = renderToString(<Footer store={DEFAULT_STORE} t={translator('en_GB')} year={2026} />)
  const query = new FakeWidthQuery(wide)
  stop = startFooterColumns(document, query)
  return query
}

beforeEach(() => {
  document.body.innerHTML = ''
})
afterEach(() => stop())

describe('footer columns', () => {
  it('are open in the server HTML, so nothing is hidden without JavaScript', () => {
    document.body.innerHTML = renderToString(<Footer store={DEFAULT_STORE} t={translator('en_GB')} year={2026} />)
    expect(columns()).toHaveLength(4)
    expect(columns().every((column) => column.open)).toBe(true)
  })

  it('are marked bound, so the stylesheet stops folding them on narrow screens before scripts ran', () => {
    document.body.innerHTML = renderToString(<Footer store={DEFAULT_STORE} t={translator('en_GB')} year={2026} />)
    expect(columns().some((column) => column.hasAttribute('data-column-bound'))).toBe(false)
    render(false)
    expect(columns().every((column) => column.hasAttribute('data-column-bound'))).toBe(true)
  })

  it('collapse under 768 px and open by their headings', () => {
    render(false)
    expect(columns().map((column) => column.open)).toEqual([false, false, false, false])
    expect(clickAllowed(summaryOf(columns()[0]!))).toBe(true)
    expect(summaryOf(columns()[0]!).hasAttribute('tabindex')).toBe(false)
  })

  it('stay open from 768 px: a heading click is cancelled and the heading leaves the tab order', () => {
    render(true)
    expect(columns().every((column) => column.open)).toBe(true)
    const heading = columns()[1]!.querySelector('h2')!
    expect(clickAllowed(heading)).toBe(false)
    expect(summaryOf(columns()[1]!).tabIndex).toBe(-1)
  })

  it('leaves link clicks alone on wide screens', () => {
    render(true)
    expect(clickAllowed(columns()[0]!.querySelector('a')!)).toBe(true)
  })

  it('follow the breakpoint when the window is resized', () => {
    const query = render(true)
    query.resize(false)
    expect(columns().some((column) => column.open)).toBe(false)
    expect(clickAllowed(summaryOf(columns()[2]!))).toBe(true)
    query.resize(true)
    expect(columns().every((column) => column.open)).toBe(true)
    expect(clickAllowed(summaryOf(columns()[2]!))).toBe(false)
  })

  it('stops reacting once unbound', () => {
    const query = render(true)
    stop()
    query.resize(false)
    expect(columns().every((column) => column.open)).toBe(true)
  })
})
