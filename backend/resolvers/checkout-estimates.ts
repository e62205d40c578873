/**
 * @module
 * Magento's estimates for an address the shopper has not given in full (a country, perhaps a region
 * and postcode): `estimateShippingMethods` lists the delivery methods, `estimateTotals` answers the
 * cart priced with the chosen method. Neither changes the cart, as in Magento.
 */
import type { BackendContext } from '../context'
import type { CartRecord } from '../db/carts'
import { inputError, MagentoError } from '../graphql/errors'
import { activeCart, cartSource } from './cart'
import { availableShippingMethods } from './checkout'

type EstimateInput = {
  input: {
    cart_id: string
    address: { country_code: string; region?: { region_code?: string | null; region?: string | null; region_id?: number | null } | null; postcode?: string | null }
    shipping_method?: { carrier_code: string; method_code: string } | null
  }
}

/** The cart to estimate for, after Magento's checks of the input; an unknown cart is an input error there. */
async function estimatedCart({ input }: EstimateInput, context: BackendContext): Promise<CartRecord> {
  if (!input.cart_id) throw inputError('Required parameter "cart_id" is missing')
  if (!input.address.country_code) throw inputError('Required parameter "country_code" is missing')
  const region = input.address.region
  if (region && !region.region && !region.region_code && region.region_id == null) throw inputError('Missing parameter(s) for region input')
  try {
    return await activeCart(input.cart_id, context)
  } catch (error) {
    if (error instanceof MagentoError && error.category === 'graphql-no-such-entity') throw inputError(`Could not find a cart with ID "${input.cart_id}"`)
    throw error
  }
}

export const estimateMutations = {
  estimateShippingMethods: async (_s: unknown, args: EstimateInput, context: BackendContext) =>
    availableShippingMethods(cartSource(await estimatedCart(args, context), context), args.input.address.country_code, context),

  estimateTotals: async (_s: unknown, args: EstimateInput, context: BackendContext) => {
    const record = await estimatedCart(args, context)
    // Magento prices the estimate with the method given when the address can have it, else without delivery.
    const choice = args.input.shipping_method
    const methods = choice ? await availableShippingMethods(cartSource(record, context), args.input.address.country_code, context) : []
    const chosen = methods.find((m) => m.carrier_code === choice?.carrier_code && m.method_code === choice?.method_code)
    const estimate = { ...record, shipping_carrier_code: chosen?.carrier_code ?? null, shipping_method_code: chosen?.method_code ?? null }
    return { cart: cartSource(estimate, context) }
  },
}
