import type { PageProps } from '../page-props'
import type { ProductPageView } from '../../../shared/views/product-view'

/** The About tab's manufacturer details: where the manufacturer's name leads without scripts. */
export const MANUFACTURER_SECTION_ID = 'manufacturer'

/** SPEC §2: the About tab is there with a description (or features to list). */
export const hasAboutTab = (product: Pick<ProductPageView, 'descriptionHtml' | 'features'>): boolean => Boolean(product.descriptionHtml) || product.features.length > 0

/** The manufacturer tooltip's title and text (SPEC §2 Modals), or null when there is nothing to tell. */
export function manufacturerTooltip({ t, product }: Pick<PageProps, 't'> & { product: Pick<ProductPageView, 'manufacturer' | 'brand'> }): { title: string; text: string } | null {
  const { name, address, safety } = product.manufacturer
  const title = name ?? product.brand?.label ?? null
  const lines = [address, safety ? `${t('product.safety')}: ${safety}` : null].filter((line): line is string => Boolean(line))
  return title && lines.length > 0 ? { title, text: lines.join('\n') } : null
}

/**
 * The product's brand in the page header, the manufacturer's name (SPEC §2 Modals: "manufacturer
 * tooltip (title and text)"): with scripts it opens the tooltip with the manufacturer's details;
 * without, it is a link to the same details in the About tab. Plain text when there are none.
 */
export function ManufacturerName({ t, product }: Pick<PageProps, 't'> & { product: ProductPageView }) {
  const label = product.brand?.label
  if (!label) return null
  const tooltip = hasAboutTab(product) ? manufacturerTooltip({ t, product }) : null
  if (!tooltip) return <>{label}</>
  return (
    <a
      href={`#${MANUFACTURER_SECTION_ID}`}
      data-modal-open="manufacturerTooltip"
      data-modal-props={JSON.stringify(tooltip)}
      aria-haspopup="dialog"
      className="text-brand-700 underline decoration-dotted underline-offset-2 hover:decoration-solid focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      {label}
    </a>
  )
}
