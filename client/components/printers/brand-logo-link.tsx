import { BRAND_LOGO_IMAGE, BRAND_LOGO_LARGE_IMAGE, type ImageSize } from '../../../shared/constants/image-sizes'
import type { ModalPropsByKind } from '../../modals/modal-types'
import { storePath } from '../../../shared/rules/store-from-path'
import type { PageProps } from '../page-props'
import type { BrandLinkView } from '../../../shared/views/printer-views'

const sized = (src: string, size: ImageSize) => src.replace('{size}', `${size.width}x${size.height}`)

/** The brand's supply pages, `/{inkType}/{brandName}.html` (SPEC §2 brand link modal), named by the tree's section names. */
export function brandSupplyLinks({ store, t }: PageProps, brand: BrandLinkView): ModalPropsByKind['brandLinks']['links'] {
  return brand.inkTypes.map((inkType) => ({
    label: t('printers.brandLink', { type: brand.typeLabels[inkType] ?? inkType, brand: brand.name }),
    href: storePath(store, `/${inkType}/${brand.key}.html`),
  }))
}

/**
 * A brand's logo (SPEC §3 "Brand link": 120x80, 240x160 for dense screens) linking to its printers
 * page; with scripts it opens the brand link modal with the brand's supply pages instead.
 */
export function BrandLogoLink({ store, t, brand }: PageProps & { brand: BrandLinkView }) {
  const links = brandSupplyLinks({ store, t }, brand)
  const modal: ModalPropsByKind['brandLinks'] = { title: t('printers.brandPages', { brand: brand.name }), links }
  return (
    <a
      href={storePath(store, brand.path)}
      className="block rounded-lg border border-ink-300 bg-white p-2 hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      data-brand={brand.key}
      {...(links.length > 0 ? { 'data-modal-open': 'brandLinks', 'data-modal-props': JSON.stringify(modal) } : {})}
    >
      <img
        src={sized(brand.src, BRAND_LOGO_IMAGE)}
        srcSet={`${sized(brand.src, BRAND_LOGO_LARGE_IMAGE)} 2x`}
        width={BRAND_LOGO_IMAGE.width}
        height={BRAND_LOGO_IMAGE.height}
        alt={brand.alt}
        loading="lazy"
        decoding="async"
      />
    </a>
  )
}
