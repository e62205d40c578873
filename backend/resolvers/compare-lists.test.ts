import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { signedInCustomer } from '../../test/customers'
import { graphqlAs } from '../../test/graphql-client'
import { seedCatalogue } from '../../test/seed-catalogue'

const LIST = 'uid item_count attributes { code label } items { uid product { sku } attributes { code value } }'
type List = { uid: string; item_count: number; attributes: { code: string; label: string }[]; items: { uid: string; product: { sku: string }; attributes: { code: string; value: string }[] }[] }

const create = (token: string | null, products: string[]) =>
  graphqlAs<{ createCompareList: List }>(token, `mutation C($p: [ID!]) { createCompareList(input: { products: $p }) { ${LIST} } }`, { p: products })
const add = (token: string | null, uid: string, products: string[]) =>
  graphqlAs<{ addProductsToCompareList: List }>(token, `mutation A($u: ID!, $p: [ID!]!) { addProductsToCompareList(input: { uid: $u, products: $p }) { ${LIST} } }`, { u: uid, p: products })
const read = (token: string | null, uid: string) => graphqlAs<{ compareList: List | null }>(token, `query Q($u: ID!) { compareList(uid: $u) { ${LIST} } }`, { u: uid })

let products: { id: number; sku: string }[]

beforeAll(async () => {
  await seedCatalogue()
  // Enabled products with a filterable (comparable) attribute value.
  const { results } = await env.DB.prepare(
    `SELECT DISTINCT p.id, p.sku FROM products p JOIN product_attribute_values v ON v.product_id = p.id JOIN attributes a ON a.attribute_code = v.attribute_code
     WHERE p.status = 1 AND a.is_filterable = 1 ORDER BY p.id LIMIT 3`,
  ).all<{ id: number; sku: string }>()
  products = results
})

describe('compare lists', () => {
  it('keeps a guest list by its uid, with each product once and its comparable attributes', async () => {
    const [a, b] = products
    const created = (await create(null, [String(a!.id), 'not-a-product', '999999999'])).data!.createCompareList
    expect(created.item_count).toBe(1)
    const added = (await add(null, created.uid, [String(a!.id), String(b!.id)])).data!.addProductsToCompareList
    expect(added.items.map((i) => i.product.sku)).toEqual([a!.sku, b!.sku])
    expect(added.items[0]!.uid).toBe(String(a!.id))
    expect(added.attributes.length).toBeGreaterThan(0)

    // Each comparable attribute's value is the product's option labels, or "N/A".
    const attribute = added.attributes[0]!
    const labels = await env.DB.prepare(
      'SELECT o.label FROM product_attribute_values v JOIN attribute_options o ON o.attribute_code = v.attribute_code AND o.option_id = v.option_id WHERE v.product_id = ?1 AND v.attribute_code = ?2 ORDER BY o.position, o.option_id',
    )
      .bind(a!.id, attribute.code)
      .all<{ label: string }>()
    const expected = labels.results.length ? labels.results.map((l) => l.label).join(', ') : 'N/A'
    expect(added.items[0]!.attributes.find((x) => x.code === attribute.code)?.value).toBe(expected)
    expect(attribute.label).toBe((await env.DB.prepare('SELECT label FROM attributes WHERE attribute_code = ?1').bind(attribute.code).first<{ label: string }>())!.label)

    const removed = await graphqlAs<{ removeProductsFromCompareList: List }>(
      null,
      `mutation R($u: ID!, $p: [ID!]!) { removeProductsFromCompareList(input: { uid: $u, products: $p }) { ${LIST} } }`,
      { u: created.uid, p: [String(a!.id)] },
    )
    expect(removed.data?.removeProductsFromCompareList.items.map((i) => i.product.sku)).toEqual([b!.sku])
    expect((await read(null, created.uid)).data?.compareList?.item_count).toBe(1)
  })

  it("answers Magento's errors for unknown and missing uids", async () => {
    expect((await read(null, 'no-such-list')).data?.compareList).toBeNull()
    expect((await add(null, 'no-such-list', ['1'])).errors?.[0]?.message).toBe('"uid" value does not exist')
    expect((await read(null, '')).errors?.[0]?.message).toBe('"uid" value must be specified')
    const deleted = await graphqlAs<{ deleteCompareList: { result: boolean } }>(null, 'mutation { deleteCompareList(uid: "no-such-list") { result } }')
    expect(deleted.data?.deleteCompareList.result).toBe(false)
  })

  it("keeps a customer's list theirs alone, one per customer", async () => {
    const owner = await signedInCustomer('compare-owner@example.co.uk')
    const other = await signedInCustomer('compare-other@example.co.uk')
    const first = (await create(owner, [String(products[0]!.id)])).data!.createCompareList
    // Creating again answers the same list, with the products added.
    const again = (await create(owner, [String(products[1]!.id)])).data!.createCompareList
    expect(again.uid).toBe(first.uid)
    expect(again.item_count).toBe(2)
    const mine = await graphqlAs<{ customer: { compare_list: List } }>(owner, `{ customer { compare_list { ${LIST} } } }`)
    expect(mine.data?.customer.compare_list.uid).toBe(first.uid)

    for (const caller of [other, null]) {
      expect((await read(caller, first.uid)).errors?.[0]?.message).toBe('This customer is not authorized to access this list')
      expect((await add(caller, first.uid, [String(products[2]!.id)])).errors?.[0]?.message).toBe('This customer is not authorized to access this list')
    }
    expect((await graphqlAs(null, '{ customer { compare_list { uid } } }')).errors?.[0]?.extensions?.category).toBe('graphql-authorization')
  })

  it("merges a guest list into the customer's on assignment and deletes lists", async () => {
    const token = await signedInCustomer('compare-assign@example.co.uk')
    const guest = (await create(null, [String(products[0]!.id), String(products[1]!.id)])).data!.createCompareList
    const own = (await create(token, [String(products[1]!.id), String(products[2]!.id)])).data!.createCompareList
    const ASSIGN = `mutation S($u: ID!) { assignCompareListToCustomer(uid: $u) { result compare_list { ${LIST} } } }`
    expect((await graphqlAs(null, ASSIGN, { u: guest.uid })).errors?.[0]?.message).toBe('Customer must be logged')
    const assigned = (await graphqlAs<{ assignCompareListToCustomer: { result: boolean; compare_list: List } }>(token, ASSIGN, { u: guest.uid })).data!.assignCompareListToCustomer
    expect(assigned.result).toBe(true)
    expect(assigned.compare_list.uid).toBe(own.uid)
    expect(assigned.compare_list.items.map((i) => i.product.sku)).toEqual([products[1]!.sku, products[2]!.sku, products[0]!.sku])
    // The guest list is gone once merged.
    expect((await read(null, guest.uid)).data?.compareList).toBeNull()

    // A customer without a list takes the guest list over.
    const newcomer = await signedInCustomer('compare-newcomer@example.co.uk')
    const second = (await create(null, [String(products[0]!.id)])).data!.createCompareList
    const taken = (await graphqlAs<{ assignCompareListToCustomer: { result: boolean; compare_list: List } }>(newcomer, ASSIGN, { u: second.uid })).data!.assignCompareListToCustomer
    expect(taken).toMatchObject({ result: true, compare_list: { uid: second.uid, item_count: 1 } })
    expect((await read(null, second.uid)).errors?.[0]?.message).toBe('This customer is not authorized to access this list')

    const DELETE = 'mutation D($u: ID!) { deleteCompareList(uid: $u) { result } }'
    expect((await graphqlAs(token, DELETE, { u: second.uid })).errors?.[0]?.message).toBe('This customer is not authorized to access this list')
    expect((await graphqlAs<{ deleteCompareList: { result: boolean } }>(newcomer, DELETE, { u: second.uid })).data?.deleteCompareList.result).toBe(true)
    expect((await graphqlAs<{ customer: { compare_list: List | null } }>(newcomer, '{ customer { compare_list { uid } } }')).data?.customer.compare_list).toBeNull()
  })
})
