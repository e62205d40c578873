import { storePath } from '../../../shared/rules/store-from-path'
import type { PageProps } from '../page-props'
import { SafeHtml } from '../category/category-extras'
import { hasAboutTab, MANUFACTURER_SECTION_ID } from './manufacturer-name'
import { ProductReviews } from './product-reviews'
import type { TabSection } from './product-tabs'
import { SpecificationTables } from './specification-table'
import type { ProductExtrasView, ProductPageView, ReviewRatingView } from '../../../shared/views/product-view'
import { ReviewFormIsland } from './review-form-island'

type SectionProps = PageProps & { product: ProductPageView; extras: ProductExtrasView }

/** The tabs' inputs: the review form's ratings too. */
type TabSectionsProps = SectionProps & { reviewRatings: readonly ReviewRatingView[] }

const LINK = 'text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700'

/** The facts every product has, for products without a printer specification. */
function basicSpecification({ t, product }: Pick<SectionProps, 't' | 'product'>) {
  const rows = [
    product.brand ? { label: t('product.brand'), value: product.brand.label } : null,
    product.manufacturerCode ? { label: t('product.manufacturerCode'), value: product.manufacturerCode } : null,
    { label: t('product.sku'), value: product.sku },
    product.colour ? { label: t('product.colour'), value: product.colour } : null,
    product.capacity.length > 0 ? { label: t('product.capacityLabel'), value: product.capacity.join(', ') } : null,
    ...product.yields.flatMap((entry) => (entry.text ? [{ label: entry.colour ? t('product.yieldOf', { colour: entry.colour }) : t('product.yieldLabel'), value: entry.text }] : [])),
    product.conformityMarks.length > 0 ? { label: t('product.conformity'), value: product.conformityMarks.join(', ') } : null,
  ]
  return [{ group: '', rows: rows.filter((row): row is { label: string; value: string } => row !== null) }]
}

function Manufacturer({ t, product }: Pick<SectionProps, 't' | 'product'>) {
  const { name, address, safety } = product.manufacturer
  if (!name && !address && !safety) return null
  return (
    <div id={MANUFACTURER_SECTION_ID} className="scroll-mt-24 space-y-1 text-sm">
      <h3 className="font-semibold text-ink-900">{t('product.manufacturer')}</h3>
      {name ? <p>{name}</p> : null}
      {address ? <p>{address}</p> : null}
      {safety ? (
        <>
          <h3 className="pt-2 font-semibold text-ink-900">{t('product.safety')}</h3>
          <p>{safety}</p>
        </>
      ) : null}
    </div>
  )
}

/** SPEC §2 "title built from brand and cartridge name". */
function compatibilityTitle({ t, product }: Pick<SectionProps, 't' | 'product'>): string {
  const brand = product.brand?.label
  const name = brand && !product.name.toLowerCase().startsWith(brand.toLowerCase()) ? `${brand} ${product.name}` : product.name
  return t('product.tabs.compatibility', { name })
}

/**
 * The product page's tabs in SPEC §2's order, each only when it has something to show: Reviews (or
 * Empty reviews when review_count is 0, "be the first"), both ending with the form to write one,
 * About this product (with a description), Specifications, the compatibility list, Reasons to buy,
 * and the dynamic-security notice for printers that have it.
 */
export function productTabSections({ store, t, product, extras, reviewRatings }: TabSectionsProps): TabSection[] {
  const reviewForm = <ReviewFormIsland store={store} t={t} product={product} ratings={reviewRatings} />
  const sections: (TabSection | null)[] = [
    {
      id: 'reviews',
      title: product.rating ? t('product.tabs.reviews', { count: product.rating.count }) : t('product.tabs.reviewsEmpty'),
      content: product.rating ? (
        <>
          <ProductReviews store={store} t={t} reviews={extras.reviews} path={storePath(store, product.path)} />
          {reviewForm}
        </>
      ) : (
        <>
          <p>{t('product.reviews.first', { name: product.name })}</p>
          {reviewForm}
        </>
      ),
    },
    hasAboutTab(product)
      ? {
          id: 'about',
          title: t('product.tabs.about'),
          content: (
            <>
              {product.descriptionHtml ? <SafeHtml html={product.descriptionHtml} className="max-w-3xl" /> : null}
              {product.features.length > 0 ? (
                <ul className="list-inside list-disc space-y-1">
                  {product.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              ) : null}
              <Manufacturer t={t} product={product} />
            </>
          ),
        }
      : null,
    {
      id: 'specifications',
      title: t('product.tabs.specifications'),
      content: <SpecificationTables groups={product.specification.length > 0 ? product.specification : basicSpecification({ t, product })} fallbackCaption={t('product.tabs.specifications')} />,
    },
    product.compatibility.length > 0
      ? {
          id: 'compatibility',
          title: compatibilityTitle({ t, product }),
          content: (
            <ul className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
              {product.compatibility.map((printer) => (
                <li key={printer.path}>
                  <a href={storePath(store, printer.path)} className={LINK}>
                    {printer.name}
                  </a>
                </li>
              ))}
            </ul>
          ),
        }
      : null,
    product.reasonsToBuy.length > 0
      ? {
          id: 'reasons',
          title: t('product.tabs.reasons'),
          content: (
            <ul className="list-inside list-disc space-y-1">
              {product.reasonsToBuy.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          ),
        }
      : null,
    // SPEC §2: for printer-type products of the manufacturer that flags dynamic security.
    product.dynamicSecurity
      ? { id: 'dynamic-security', title: t('product.tabs.dynamicSecurity'), content: <p>{t('product.dynamicSecurity.text')}</p> }
      : null,
  ]
  return sections.filter((section): section is TabSection => section !== null)
}
