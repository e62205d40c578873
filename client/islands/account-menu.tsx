import { useEffect, useId, useRef, useState } from 'react'
import { useSnapshot } from 'valtio/react'
import { interpolate } from '../../shared/messages/interpolate'
import type { Messages } from '../../shared/messages/pick-messages'
import { onRouteChange } from '../runtime/route-change'
import { customer, signOut } from '../stores/customer'
import { wishlist } from '../stores/wishlist'
import { useHydrated } from './use-hydrated'

export type AccountMenuText =
  | 'header.account.myAccount'
  | 'header.account.greeting'
  | 'header.account.menu'
  | 'page.account'
  | 'page.account.orders'
  | 'page.account.printers'
  | 'page.account.quickReorder'
  | 'page.account.returns'
  | 'header.account.signOut'
  | 'header.wishlist.count'
  | 'header.wishlist.count.one'

export type AccountMenuProps = {
  texts: Messages<AccountMenuText>
  /** Store-prefixed paths. */
  signInPath: string
  homePath: string
  links: { account: string; orders: string; printers: string; quickReorder: string; returns: string; wishlist: string }
}

/**
 * The header's account menu (SPEC §2 Shell). Signed out (and in the cached server HTML) it is a
 * "My account" link to sign in, which opens the login modal when scripts run. Signed in it reads
 * "Hi {firstName}", does not navigate, and opens a dropdown: on hover with a mouse, on click or
 * keyboard otherwise; Escape, a click elsewhere or a route change closes it.
 */
export function AccountMenu({ texts, signInPath, homePath, links }: AccountMenuProps) {
  const snapshot = useSnapshot(customer)
  const { itemsCount } = useSnapshot(wishlist)
  const hydrated = useHydrated()
  const signedIn = hydrated && snapshot.signedIn
  const firstName = snapshot.firstName
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const menuId = useId()

  useEffect(() => onRouteChange(() => setOpen(false)), [])
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      trigger.current?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open])

  const linkClass = 'block px-4 py-2 text-ink-900 hover:bg-ink-100 focus-visible:bg-ink-100 focus-visible:outline-2 focus-visible:outline-brand-700'
  if (!signedIn) {
    return (
      <a
        href={signInPath}
        data-modal-open="login"
        className="rounded-md px-3 py-2 font-semibold hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {texts['header.account.myAccount']}
      </a>
    )
  }
  const wishes = itemsCount ?? 0
  return (
    <div className="flex items-center gap-1">
      <div
        ref={root}
        className="relative"
        onPointerEnter={(event) => event.pointerType === 'mouse' && setOpen(true)}
        onPointerLeave={(event) => event.pointerType === 'mouse' && setOpen(false)}
      >
        <button
          ref={trigger}
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          aria-haspopup="true"
          // A mouse already opened it by hovering; a click then keeps it open instead of toggling.
          onClick={(event) => setOpen((was) => ((event.nativeEvent as PointerEvent).pointerType === 'mouse' ? true : !was))}
          className="rounded-md px-3 py-2 font-semibold hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {interpolate(texts['header.account.greeting'], { firstName: firstName ?? '' })}
        </button>
        <nav id={menuId} aria-label={texts['header.account.menu']} hidden={!open} className="absolute right-0 z-40 w-56 rounded-md bg-white py-2 shadow-lg">
          <ul>
            <li><a className={linkClass} href={links.account}>{texts['page.account']}</a></li>
            <li><a className={linkClass} href={links.orders}>{texts['page.account.orders']}</a></li>
            <li><a className={linkClass} href={links.printers}>{texts['page.account.printers']}</a></li>
            <li><a className={linkClass} href={links.quickReorder}>{texts['page.account.quickReorder']}</a></li>
            <li><a className={linkClass} href={links.returns}>{texts['page.account.returns']}</a></li>
            <li>
              <button type="button" className={`${linkClass} w-full text-left`} onClick={() => void signOut(homePath)}>
                {texts['header.account.signOut']}
              </button>
            </li>
          </ul>
        </nav>
      </div>
      {/* Issue 17: the wish-list count in the header; opens the wish-list panel (the page without scripts). */}
      <a
        href={links.wishlist}
        data-panel-open="wishlist"
        aria-label={wishes === 1 ? texts['header.wishlist.count.one'] : interpolate(texts['header.wishlist.count'], { count: wishes })}
        className="relative inline-flex items-center rounded-md px-2 py-2 hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M12 21s-7.5-4.6-9.5-9.2C1 8.3 3.3 5 6.6 5c2 0 3.5 1.1 5.4 3 1.9-1.9 3.4-3 5.4-3 3.3 0 5.6 3.3 4.1 6.8C19.5 16.4 12 21 12 21Z" />
        </svg>
        <span data-testid="wishlist-count" className="absolute -top-1 -right-1 min-w-5 rounded-full bg-accent-400 px-1.5 text-center text-xs leading-5 font-bold text-ink-900">
          {wishes}
        </span>
      </a>
    </div>
  )
}
