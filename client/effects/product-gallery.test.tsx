import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { translator } from '../../shared/messages/translate'
import { ProductGallery } from '../components/product/product-gallery'
import type { GalleryItemView } from '../../shared/views/product-view'
import { bindProductGallery, type GalleryBinding } from './product-gallery'

const IMG = 'https://shop.test/img/product'
const ITEMS: GalleryItemView[] = [
  { kind: 'image', url: `${IMG}/hp-963-y.svg`, alt: 'HP 963 Yellow, front' },
  { kind: 'image', url: `${IMG}/hp-963-y-2.svg`, alt: 'HP 963 Yellow, box' },
  { kind: 'video', url: 'https://video.test/watch?v=1', thumbnail: `${IMG}/hp-963-y-video.svg`, title: 'Fitting the cartridge' },
  { kind: 'image', url: `${IMG}/hp-963-y-3.svg`, alt: 'HP 963 Yellow, back' },
]

let gallery: GalleryBinding | null = null

function bind(items: GalleryItemView[] = ITEMS): HTMLElement {
  document.body.innerHTML = renderToString(<ProductGallery t={translator('en_GB')} name="HP 963 Yellow" items={items} />)
  const section = document.querySelector<HTMLElement>('[data-product-gallery]')!
  gallery = bindProductGallery(section)
  return section
}

const main = () => document.querySelector<HTMLAnchorElement>('a[data-gallery-main]')!
const mainImage = () => main().querySelector('img')!
const thumbnail = (number: number) => document.querySelectorAll<HTMLAnchorElement>('ul a')[number - 1]!
const dialog = () => document.querySelector<HTMLDialogElement>('dialog[data-lightbox]')
const position = () => dialog()!.querySelector('[data-lightbox-position]')!.textContent
const lightboxImage = () => dialog()!.querySelector<HTMLImageElement>('[data-lightbox-image]')!

function click(element: Element): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })
  element.dispatchEvent(event)
  return event
}

/** Opens the lightbox from the main picture; focus goes into it, as the browser's showModal() does. */
function open(): void {
  click(main())
  dialog()!.querySelector<HTMLElement>('[data-lightbox-close]')!.focus()
}

function press(key: string): void {
  document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
}

afterEach(() => {
  gallery?.unbind()
  gallery = null
  document.body.innerHTML = ''
})

describe('the product gallery', () => {
  it('shows a thumbnail’s picture as the main one, marking that thumbnail', () => {
    bind()
    expect(click(thumbnail(2)).defaultPrevented).toBe(true)
    expect(mainImage().getAttribute('src')).toBe(`${IMG}/hp-963-y-2.svg?width=540&height=670`)
    expect(mainImage().getAttribute('srcset')).toContain(`${IMG}/hp-963-y-2.svg?width=1080&height=1340 1080w`)
    expect(mainImage().alt).toBe('HP 963 Yellow, box')
    expect(main().href).toBe(`${IMG}/hp-963-y-2.svg`)
    expect(thumbnail(2).getAttribute('aria-current')).toBe('true')
    expect(thumbnail(1).hasAttribute('aria-current')).toBe(false)
  })

  it('leaves a video a link to its host', () => {
    bind()
    let prevented: boolean | null = null
    // Seen last, after the gallery; then stopped, as the test browser would try to open the host.
    window.addEventListener(
      'click',
      (event) => {
        prevented = event.defaultPrevented
        event.preventDefault()
      },
      { once: true },
    )
    click(thumbnail(3))
    expect(prevented).toBe(false)
    expect(thumbnail(3).target).toBe('_blank')
  })

  it('shows a variant’s picture, and the first again without one', () => {
    bind()
    gallery!.showPicture(`${IMG}/hp-963-y-variant.svg`)
    expect(mainImage().getAttribute('src')).toBe(`${IMG}/hp-963-y-variant.svg?width=540&height=670`)
    expect(mainImage().alt).toBe('HP 963 Yellow, front')
    gallery!.showPicture(null)
    expect(main().href).toBe(`${IMG}/hp-963-y.svg`)
  })
})

describe('the lightbox', () => {
  it('opens as a modal dialog on the shown picture, naming its place among the pictures (videos left out)', () => {
    const section = bind()
    click(thumbnail(2))
    main().focus()
    expect(dialog()).toBeNull()
    expect(click(main()).defaultPrevented).toBe(true)
    expect(dialog()!.open).toBe(true)
    expect(section.contains(dialog())).toBe(true)
    expect(document.getElementById(dialog()!.getAttribute('aria-labelledby')!)!.textContent).toBe('Pictures of HP 963 Yellow')
    expect(lightboxImage().getAttribute('src')).toBe(`${IMG}/hp-963-y-2.svg?width=540&height=670`)
    expect(lightboxImage().sizes).toBe('(max-width: 1079px) 100vw, 1080px')
    expect(lightboxImage().alt).toBe('HP 963 Yellow, box')
    expect(position()).toBe('Picture 2 of 3')
  })

  it('goes to the next and previous picture by the arrow keys and the buttons, wrapping round', () => {
    bind()
    open()
    press('ArrowRight')
    expect(position()).toBe('Picture 2 of 3')
    press('ArrowRight')
    expect(position()).toBe('Picture 3 of 3')
    expect(lightboxImage().alt).toBe('HP 963 Yellow, back')
    press('ArrowRight')
    expect(position()).toBe('Picture 1 of 3')
    press('ArrowLeft')
    expect(position()).toBe('Picture 3 of 3')
    click(dialog()!.querySelector('[data-lightbox-previous]')!)
    expect(position()).toBe('Picture 2 of 3')
    click(dialog()!.querySelector('[data-lightbox-next]')!)
    expect(position()).toBe('Picture 3 of 3')
    expect(dialog()!.querySelector('[data-lightbox-close]')!.textContent).toBe('Close')
  })

  it('closes by its close button and gives focus back to the main picture', () => {
    bind()
    main().focus()
    open()
    click(dialog()!.querySelector('[data-lightbox-close]')!)
    expect(dialog()!.open).toBe(false)
    expect(document.activeElement).toBe(main())
  })

  it('hides Previous and Next for a single picture', () => {
    bind([ITEMS[0]!])
    click(main())
    expect(position()).toBe('Picture 1 of 1')
    expect(dialog()!.querySelector<HTMLButtonElement>('[data-lightbox-previous]')!.hidden).toBe(true)
    expect(dialog()!.querySelector<HTMLButtonElement>('[data-lightbox-next]')!.hidden).toBe(true)
  })

  it('is closed and taken out of the page when the gallery is unbound', () => {
    bind()
    click(main())
    const opened = dialog()!
    gallery!.unbind()
    gallery = null
    expect(opened.open).toBe(false)
    expect(opened.isConnected).toBe(false)
  })
})
