import { useSnapshot } from 'valtio/react'
import { interpolate } from '../../shared/messages/interpolate'
import { wishlist } from '../stores/wishlist'
import type { PanelName } from '../stores/ui'
import { CartPanel } from './cart-panel'
import { primaryButton } from './modal-body'
import type { ModalPaths } from './modal-paths'
import type { ModalTexts } from './modal-texts'

type SidePanelProps = { panel: PanelName; texts: ModalTexts; paths: ModalPaths; titleId: string }

/**
 * The cart and wishlist side panels (SPEC §2 "On demand"). The basket panel shows the basket's
 * lines and totals (cart-panel.tsx); the wish list's lines come with the account pages.
 */
export function SidePanel({ panel, texts, paths, titleId }: SidePanelProps) {
  return panel === 'cart' ? <CartPanel texts={texts} paths={paths} titleId={titleId} /> : <WishlistPanel texts={texts} paths={paths} titleId={titleId} />
}

function WishlistPanel({ texts, paths, titleId }: Omit<SidePanelProps, 'panel'>) {
  const { itemsCount } = useSnapshot(wishlist)
  return (
    <div className="flex h-full flex-col gap-4 p-6 pr-12">
      <h2 id={titleId} className="text-lg font-bold">
        {texts['panel.wishlist.title']}
      </h2>
      {itemsCount !== null && <p>{interpolate(texts['panel.wishlist.count'], { count: itemsCount })}</p>}
      <a href={paths.wishlist} className={`${primaryButton} mt-auto`}>
        {texts['panel.wishlist.view']}
      </a>
    </div>
  )
}
