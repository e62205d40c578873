/**
 * @module
 * Magento's deprecated `Products.filters` (CatalogGraphQl LayerFilter, SwatchesGraphQl
 * SwatchLayerFilterItem): the aggregations `products` already computed, in the older shape. An
 * attribute with stored swatches gives swatch items carrying each option's swatch.
 *
 * Deliberate difference: `request_var` and `value_string` are the aggregation's own attribute code
 * and value (the category filter is `category_uid` with uids), so a client can filter by what it reads.
 */
import type { BackendContext } from '../context'
import type { AggregationResult } from './products-query'
import type { Resolver } from './types'

async function filterOf(aggregation: AggregationResult, context: BackendContext) {
  const swatches = await context.loaders.swatches.load(aggregation.attribute_code)
  return {
    name: aggregation.label,
    request_var: aggregation.attribute_code,
    filter_items_count: aggregation.count,
    filter_items: aggregation.options.map((option) => {
      const item = { label: option.label, value_string: option.value, items_count: option.count }
      if (!swatches.length) return { __typename: 'LayerFilterItem', ...item }
      const swatch = swatches.find((s) => String(s.option_id) === option.value)
      return { __typename: 'SwatchLayerFilterItem', ...item, swatch_data: swatch ? { type: String(swatch.type), value: swatch.value } : null }
    }),
  }
}

export const layerFilterResolvers: Record<string, Resolver<{ aggregations: AggregationResult[] }, never>> = {
  filters: (products, _a, c) => Promise.all(products.aggregations.map((a) => filterOf(a, c))),
}
