/**
 * @module
 * Product compare lists, as Magento's CompareListGraphQl: a guest's list is reached by its uid; a
 * list with a customer is that customer's alone; assigning merges a guest list into the customer's.
 * The comparable attributes are this shop's filterable ones (the product specification facets).
 */
import type { BackendContext } from '../context'
import {
  addCompareItems,
  assignCompareList,
  comparableValues,
  compareItemProductIds,
  createCompareList,
  deleteCompareList,
  findCompareListByUid,
  findCustomerCompareList,
  mergeCompareList,
  removeCompareItems,
  type CompareListRecord,
} from '../db/compare-lists'
import type { ProductRecord } from '../db/products'
import { inputError } from '../graphql/errors'
import { currentCustomer } from './customer'

const UID_REQUIRED = '"uid" value must be specified'
const NOT_YOURS = 'This customer is not authorized to access this list'

/** Magento's product ids are entity ids; anything not a whole number names no product. */
const productIds = (ids: readonly string[] | null | undefined) => (ids ?? []).filter((id) => /^\d{1,12}$/.test(id)).map(Number)

/**
 * The list a uid names, if the caller may use it: a customer's list only by that customer, a guest
 * list only by a guest (Magento's MaskedListIdToCompareListId compares the owners).
 */
async function listByUid(uid: string, customerId: number | null, context: BackendContext): Promise<CompareListRecord | null> {
  const list = await findCompareListByUid(context.db, uid)
  if ((list?.customer_id ?? 0) !== (customerId ?? 0)) throw inputError(NOT_YOURS)
  return list
}

/** What CompareList's fields read: the list, its products and their comparable values. */
async function compareListView(list: CompareListRecord, context: BackendContext) {
  const ids = await compareItemProductIds(context.db, list.id)
  const loaded = await context.loaders.product.loadMany(ids)
  // Disabled products drop out of the list as shown, as Magento's item collection filters them.
  const products = loaded.filter((p): p is ProductRecord => !!p && !(p instanceof Error) && p.status === 1)
  const { attributes, values } = await comparableValues(context.db, list.id, context.store.id)
  const valueOf = (productId: number, code: string) => {
    const labels = values.filter((v) => v.product_id === productId && v.attribute_code === code).map((v) => v.label)
    // Magento's compare block shows "N/A" for a product without the attribute.
    return labels.length ? labels.join(', ') : 'N/A'
  }
  return {
    uid: list.uid,
    item_count: products.length,
    attributes,
    items: products.map((product) => ({ uid: String(product.id), product, attributes: attributes.map((a) => ({ code: a.code, value: valueOf(product.id, a.code) })) })),
  }
}

const newUid = () => crypto.randomUUID().replace(/-/g, '')
const now = () => new Date().toISOString()

export const compareListQueries = {
  compareList: async (_s: unknown, args: { uid: string }, context: BackendContext) => {
    if (!args.uid) throw inputError(UID_REQUIRED)
    const list = await listByUid(args.uid, context.customerId, context)
    return list ? compareListView(list, context) : null
  },
}

export const customerCompareListField = {
  compare_list: async (_c: unknown, _a: object, context: BackendContext) => {
    const list = await findCustomerCompareList(context.db, (await currentCustomer(context)).id)
    return list ? compareListView(list, context) : null
  },
}

export const compareListMutations = {
  /** A customer who has a list gets that list, with the products added (Magento's rule). */
  createCompareList: async (_s: unknown, args: { input?: { products?: string[] | null } | null }, context: BackendContext) => {
    const customerId = context.customerId === null ? null : (await currentCustomer(context)).id
    const list = await createCompareList(context.db, newUid(), customerId, now())
    await addCompareItems(context.db, list.id, productIds(args.input?.products), now())
    return compareListView(list, context)
  },

  addProductsToCompareList: async (_s: unknown, args: { input?: { uid: string; products: string[] } | null }, context: BackendContext) => {
    if (!args.input?.uid) throw inputError('"uid" value must be specified.')
    const list = await listByUid(args.input.uid, context.customerId, context)
    if (!list) throw inputError('"uid" value does not exist')
    await addCompareItems(context.db, list.id, productIds(args.input.products), now())
    return compareListView(list, context)
  },

  removeProductsFromCompareList: async (_s: unknown, args: { input?: { uid: string; products: string[] } | null }, context: BackendContext) => {
    if (!args.input?.uid) throw inputError('"uid" value must be specified.')
    const list = await listByUid(args.input.uid, context.customerId, context)
    if (!list) throw inputError('"uid" value does not exist')
    await removeCompareItems(context.db, list.id, productIds(args.input.products))
    return compareListView(list, context)
  },

  /** A guest list joins the customer's own list (or becomes it when they have none). */
  assignCompareListToCustomer: async (_s: unknown, args: { uid: string }, context: BackendContext) => {
    if (!args.uid) throw inputError(UID_REQUIRED)
    if (context.customerId === null) throw inputError('Customer must be logged')
    const customer = await currentCustomer(context)
    const guestList = await listByUid(args.uid, null, context)
    if (!guestList) return { result: false, compare_list: null }
    const own = await findCustomerCompareList(context.db, customer.id)
    if (own) await mergeCompareList(context.db, guestList.id, own.id, now())
    else await assignCompareList(context.db, guestList.id, customer.id)
    return { result: true, compare_list: await compareListView(own ?? { ...guestList, customer_id: customer.id }, context) }
  },

  deleteCompareList: async (_s: unknown, args: { uid: string }, context: BackendContext) => {
    if (!args.uid) throw inputError(UID_REQUIRED)
    const list = await listByUid(args.uid, context.customerId, context)
    if (!list) return { result: false }
    await deleteCompareList(context.db, list.id)
    return { result: true }
  },
}
