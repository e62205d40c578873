import { useSnapshot } from 'valtio/react'
import { interpolate } from '../../shared/messages/interpolate'
import { cart } from '../stores/cart'
import { wishlist } from '../stores/wishlist'
import type { PanelName } from '../stores/ui'
import { primaryButton } from './modal-body'
import type { ModalPaths } from './modal-paths'
import type { ModalTexts } from './modal-texts'

type SidePanelProps = { panel: PanelName; texts: ModalTexts; paths: ModalPaths; titleId: string }

/**
 * The cart and wishlist side panels (SPEC §2 "On demand"). The shell provides the panel, its
 * heading and the way on; the lines inside come with the cart and account pages.
 */
export function SidePanel({ panel, texts, paths, titleId }: SidePanelProps) {
  const { totalQuantity } = useSnapshot(cart)
  const { itemsCount } = useSnapshot(wishlist)
  const [title, href, action] =
    panel === 'cart'
      ? [texts['panel.cart.title'], paths.cart, texts['panel.cart.view']]
      : [texts['panel.wishlist.title'], paths.wishlist, texts['panel.wishlist.view']]
  return (
    <div className="flex h-full flex-col gap-4 p-6 pr-12">
      <h2 id={titleId} className="text-lg font-bold">
        {title}
      </h2>
      {panel === 'cart' && totalQuantity !== null && <p>{interpolate(texts['panel.cart.count'], { count: totalQuantity })}</p>}
      {panel === 'wishlist' && itemsCount !== null && <p>{interpolate(texts['panel.wishlist.count'], { count: itemsCount })}</p>}
      <a href={href} className={`${primaryButton} mt-auto`}>
        {action}
      </a>
    </div>
  )
}
