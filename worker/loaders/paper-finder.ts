/**
 * @module
 * The paper and labels finder at any step (SPEC §2; steps and URLs in
 * `shared/rules/paper-finder.ts`): the products of the categories the answers allow, with the
 * URL's filters, sort and page, and the chosen type's sizes from the back end's `paper_size` facet.
 * A size segment is resolved to its option id from the type's facet first (one extra read).
 */
import { FILTERED_LISTING, LISTING_FACETS } from '../../shared/graphql/documents/catalogue'
import type { ListingFacetsQuery } from '../../shared/graphql/generated'
import { listingFilterInput, listingSortInput, type ListingState } from '../../shared/rules/listing-url'
import { PAPER_TYPE_CATEGORY, PAPER_TYPES, paperSizeSlug, paperTypesFor, type PaperFinderSteps } from '../../shared/rules/paper-finder'
import type { PaperFinderView, PaperSizeChoice } from '../../shared/views/paper-finder-view'
import { isPageOutOfRange } from '../graphql/errors'
import type { LoaderContext, PageData } from './loader-context'
import { listingView } from './listing-view'

/** The steps choose the size, so it is neither a facet nor a query filter here. */
const SIZE_CODE = 'paper_size'

type Aggregations = NonNullable<ListingFacetsQuery['products']>['aggregations']
type SizeOption = PaperSizeChoice & { value: string }

/** The categories the answers so far allow: the chosen type's, else every type that suits the printer. */
export function finderCategoryPaths(steps: PaperFinderSteps): string[] {
  const types = steps.type !== null ? [steps.type] : steps.technology !== null ? paperTypesFor(steps.technology) : PAPER_TYPES
  return types.map((type) => PAPER_TYPE_CATEGORY[type])
}

function sizeOptions(aggregations: Aggregations | undefined): SizeOption[] {
  const facet = aggregations?.find((entry) => entry?.attribute_code === SIZE_CODE)
  return (facet?.options ?? []).flatMap((option) =>
    option?.label && option.value && paperSizeSlug(option.label) !== '' ? [{ slug: paperSizeSlug(option.label), label: option.label, count: option.count ?? 0, value: option.value }] : [],
  )
}

function withoutSizeFilter(state: ListingState): ListingState {
  const { [SIZE_CODE]: _size, ...filters } = state.filters
  return { ...state, filters }
}

/**
 * Null for a size the chosen type does not come in, or a page past the last one (the route answers
 * 404 to both).
 */
export async function loadPaperFinder(ctx: LoaderContext, steps: PaperFinderSteps, requested: ListingState): Promise<PageData<PaperFinderView> | null> {
  const state = withoutSizeFilter(requested)
  const categories = { category_url_path: { in: finderCategoryPaths(steps) } }
  let size: SizeOption | null = null
  if (steps.size !== null) {
    const { products } = await ctx.graphql.query(LISTING_FACETS, { filter: categories })
    size = sizeOptions(products?.aggregations).find((option) => option.slug === steps.size) ?? null
    if (!size) return null
  }
  const sort = listingSortInput(state.sort)
  try {
    const { products } = await ctx.graphql.query(FILTERED_LISTING, {
      filter: { ...listingFilterInput(state), ...categories, ...(size ? { [SIZE_CODE]: { eq: size.value } } : {}) },
      ...(sort ? { sort } : {}),
      pageSize: state.itemsPerPage,
      currentPage: state.page,
    })
    const listing = listingView(products, state)
    return {
      critical: {
        steps,
        sizeLabel: size?.label ?? null,
        sizes: steps.type === null ? [] : sizeOptions(products?.aggregations).map(({ slug, label, count }) => ({ slug, label, count })),
        listing: { ...listing, facets: listing.facets.filter((facet) => facet.code !== SIZE_CODE) },
      },
      deferred: {},
    }
  } catch (error) {
    if (isPageOutOfRange(error)) return null
    throw error
  }
}
