/**
 * @module
 * SPEC §3 category `printer_as_product`: a printer model page also offers the printer itself when
 * it is for sale. The printer is the one among the shop's printers whose `related_printer` is this
 * model page (the back end links a printer to its cartridges' page that way).
 */
import { MODEL_PRINTER } from '../../shared/graphql/documents/catalogue'
import type { ProductCardView } from '../../shared/views/listing-view'
import type { LoaderContext } from './loader-context'
import { productCardView } from './listing-view'

/** `modelPath` is the model page's store-relative path (`/ink-cartridges/hp/…/officejet-pro-9010.html`). */
export async function loadModelPrinter(ctx: LoaderContext, modelName: string, modelPath: string): Promise<ProductCardView | null> {
  const { products } = await ctx.graphql.query(MODEL_PRINTER, { name: modelName })
  const printer = (products?.items ?? []).find((item) => item?.related_printer?.some((link) => link?.url === modelPath))
  return printer ? productCardView(printer) : null
}
