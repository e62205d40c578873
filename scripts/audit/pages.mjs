// The seven pages the audit loads (issue 26 point 5). Search results, the basket, the checkout and a
// filtered listing carry `noindex` by design (a filter combination is not indexed: issue 18
// point 5), so their SEO score is not held to 100.

/** A category whose landing view every seeded catalogue has. */
export const CATEGORY_PATH = '/ink-cartridges.html'

/**
 * @param {{ productPath: string }} found a product page of the seeded catalogue
 * @returns {{ name: string, path: string, indexable: boolean, withBasket: boolean }[]}
 */
export function auditPages({ productPath }) {
  return [
    { name: 'home', path: '/', indexable: true, withBasket: false },
    { name: 'category', path: CATEGORY_PATH, indexable: true, withBasket: false },
    { name: 'filtered category', path: `${CATEGORY_PATH}?hide_out_of_stock=1&price=5_40`, indexable: false, withBasket: false },
    { name: 'product', path: productPath, indexable: true, withBasket: false },
    { name: 'search', path: '/search?q=toner', indexable: false, withBasket: false },
    // With a line in it: an empty basket is another, much smaller page.
    { name: 'basket', path: '/cart', indexable: false, withBasket: true },
    // The first step a guest with a basket is sent to.
    { name: 'checkout', path: '/checkout/user-account', indexable: false, withBasket: true },
  ]
}
