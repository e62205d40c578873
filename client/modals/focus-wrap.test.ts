import { beforeEach, describe, expect, it } from 'vitest'
import { wrapFocus } from './focus-wrap'

describe('focus kept inside a modal', () => {
  let box: HTMLElement
  beforeEach(() => {
    document.body.innerHTML = '<button id="outside">out</button><div id="box"><button id="a">a</button><a id="b" href="/x">b</a><button id="c" disabled>c</button></div>'
    box = document.getElementById('box')!
    // happy-dom lays nothing out; every element counts as shown.
    for (const element of document.querySelectorAll<HTMLElement>('*')) element.getClientRects = () => [{}] as unknown as DOMRectList
  })

  it('wraps Tab from the last control to the first, and Shift+Tab back', () => {
    document.getElementById('b')!.focus()
    expect(wrapFocus(box, { key: 'Tab', shiftKey: false })).toBe(true)
    expect(document.activeElement?.id).toBe('a')
    expect(wrapFocus(box, { key: 'Tab', shiftKey: true })).toBe(true)
    expect(document.activeElement?.id).toBe('b')
  })

  it('leaves Tab between controls to the browser, and skips disabled ones', () => {
    document.getElementById('a')!.focus()
    expect(wrapFocus(box, { key: 'Tab', shiftKey: false })).toBe(false)
    expect(wrapFocus(box, { key: 'Enter', shiftKey: false })).toBe(false)
  })

  it('brings focus that escaped back inside', () => {
    document.getElementById('outside')!.focus()
    expect(wrapFocus(box, { key: 'Tab', shiftKey: false })).toBe(true)
    expect(document.activeElement?.id).toBe('a')
  })
})
