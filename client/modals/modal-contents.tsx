/**
 * @module
 * Each modal's content as its own chunk, loaded the first time that modal opens: a page pays only
 * for the host until a modal is needed.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { ModalContentProps } from './modal-content-props'
import type { ModalKind } from './modal-types'

type Contents = { [K in ModalKind]: LazyExoticComponent<ComponentType<ModalContentProps<K>>> }

export const modalContents: Contents = {
  afterAddToCart: lazy(() => import('./after-add-to-cart')),
  outOfStock: lazy(() => import('./out-of-stock')),
  switchAndSell: lazy(() => import('./switch-and-sell')),
  brandLinks: lazy(() => import('./brand-links')),
  info: lazy(() => import('./info')),
  manufacturerTooltip: lazy(() => import('./manufacturer-tooltip')),
  removeItem: lazy(() => import('./remove-item')),
  hpPlusIncompatible: lazy(() => import('./hp-plus-incompatible')),
  login: lazy(() => import('./login')),
  newsletter: lazy(() => import('./newsletter')),
}
