import { afterEach, describe, expect, it } from 'vitest'
import { closeEverything, ui } from '../stores/ui'
import { listenForModalOpeners, modalRequestFrom } from './modal-openers'

function element(html: string): HTMLElement {
  document.body.innerHTML = html
  return document.body.firstElementChild as HTMLElement
}

afterEach(() => closeEverything())

describe('modals opened from server HTML', () => {
  it('reads the kind and its JSON props', () => {
    const opener = element(`<button data-modal-open="manufacturerTooltip" data-modal-props='{"title":"Brother","text":"Made in Japan"}'></button>`)
    expect(modalRequestFrom(opener)).toEqual({ kind: 'manufacturerTooltip', props: { title: 'Brother', text: 'Made in Japan' } })
  })

  it('ignores unknown kinds and malformed props', () => {
    expect(modalRequestFrom(element('<button data-modal-open="constructor"></button>'))).toBeNull()
    expect(modalRequestFrom(element(`<button data-modal-open="login" data-modal-props="{not json"></button>`))).toBeNull()
    expect(modalRequestFrom(element(`<button data-modal-open="login" data-modal-props="[1]"></button>`))).toBeNull()
  })

  it('takes the info modal’s HTML only from a template in the page, never from an attribute', () => {
    const opener = element(
      `<button data-modal-open="info" data-modal-template="delivery-info" data-modal-props='{"title":"Delivery","html":"<img src=x onerror=alert(1)>"}'></button><template id="delivery-info"><p>Next day</p></template>`,
    )
    expect(modalRequestFrom(opener)).toEqual({ kind: 'info', props: { title: 'Delivery', html: '<p>Next day</p>' } })
    expect(modalRequestFrom(element(`<button data-modal-open="info" data-modal-props='{"title":"x","html":"<b>x</b>"}'></button>`))).toBeNull()
  })

  it('opens on a plain click, and leaves a modified click to the browser', () => {
    listenForModalOpeners(document)
    const link = element('<a href="/customer/account/login" data-modal-open="login">My account</a>')
    const modified = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true })
    link.dispatchEvent(modified)
    expect(ui.modal).toBeNull()
    expect(modified.defaultPrevented).toBe(false)
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true })
    link.dispatchEvent(plain)
    expect(plain.defaultPrevented).toBe(true)
    expect(ui.modal).toEqual({ kind: 'login', props: {} })
  })

  it('opens the side panels, closing the mobile menu (SPEC §2)', () => {
    listenForModalOpeners(document)
    ui.mobileTab = 'menu'
    element('<button data-panel-open="wishlist">Wish list</button>').click()
    expect(ui.panel).toBe('wishlist')
    expect(ui.mobileTab).toBeNull()
  })
})
