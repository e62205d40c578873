import type { PanelName } from '../stores/ui'
import { CartPanel } from './cart-panel'
import { WishlistPanel } from './wishlist-panel'
import type { ModalPaths } from './modal-paths'
import type { ModalTexts } from './modal-texts'

type SidePanelProps = { panel: PanelName; texts: ModalTexts; paths: ModalPaths; titleId: string }

/**
 * The cart and wishlist side panels (SPEC §2 "On demand"), each with its lines (cart-panel.tsx,
 * wishlist-panel.tsx).
 */
export function SidePanel({ panel, texts, paths, titleId }: SidePanelProps) {
  return panel === 'cart' ? <CartPanel texts={texts} paths={paths} titleId={titleId} /> : <WishlistPanel texts={texts} paths={paths} titleId={titleId} />
}
