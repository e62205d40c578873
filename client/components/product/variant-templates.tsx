import type { PageProps } from '../page-props'
import { ProductPrice } from '../listing/product-price'
import type { ConfigurableView } from '../../../shared/views/product-view'
import { StockLine } from './stock-line'

/**
 * A configurable product's variants as the header block shows them, price (both VAT ways) and stock,
 * each inert in a `<template>` that `client/effects/product-options.ts` shows once the shopper's
 * choice picks that variant: the browser formats nothing and no catalogue ships to it.
 */
export function VariantTemplates({ store, t, variants }: PageProps & { variants: ConfigurableView['variants'] }) {
  return (
    <>
      {variants.map((variant) => (
        <template key={variant.sku} data-variant-template={variant.sku}>
          <div data-variant-price="">
            <ProductPrice store={store} t={t} incl={variant.price.incl} excl={variant.price.excl} />
          </div>
          <StockLine store={store} t={t} stock={variant} />
        </template>
      ))}
    </>
  )
}
