import { storePath } from '../../../shared/rules/store-from-path'
import type { PageProps } from '../page-props'
import { BrandLogoLink, brandSupplyLinks } from './brand-logo-link'
import type { BrandLinkView, PrinterBrandDirectoryView } from '../../../shared/views/printer-views'

const HEADING = 'mb-3 text-xl font-bold'

function BrandList({ store, t, id, title, brands }: PageProps & { id: string; title: string; brands: readonly BrandLinkView[] }) {
  if (brands.length === 0) return null
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={HEADING}>
        {title}
      </h2>
      <ul className="flex flex-wrap gap-3">
        {brands.map((brand) => (
          <li key={brand.key}>
            <BrandLogoLink store={store} t={t} brand={brand} />
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * On a printer brand's page: its supply pages as plain links, so the logo's link (where it goes
 * without scripts) leads to the same choice the brand link modal offers.
 */
export function BrandSupplies({ store, t, brand }: PageProps & { brand: BrandLinkView }) {
  const links = brandSupplyLinks({ store, t }, brand)
  if (links.length === 0) return null
  return (
    <section aria-labelledby="brand-supplies" className="rounded-lg bg-ink-100 p-4">
      <h2 id="brand-supplies" className="mb-2 text-lg font-bold">
        {t('printers.brandPages', { brand: brand.name })}
      </h2>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="font-semibold text-brand-700 underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-brand-700">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The printers pages' brands (SPEC §9 popular and other) as logos, and the printer types as links. */
export function PrinterBrandDirectory({ store, t, directory }: PageProps & { directory: PrinterBrandDirectoryView }) {
  return (
    <div className="space-y-6" data-brand-directory="">
      <BrandList store={store} t={t} id="printer-brands-popular" title={t('printers.brands.popular')} brands={directory.popular} />
      <BrandList store={store} t={t} id="printer-brands-other" title={t('printers.brands.other')} brands={directory.other} />
      {directory.types.length > 0 ? (
        <section aria-labelledby="printer-types">
          <h2 id="printer-types" className={HEADING}>
            {t('printers.types')}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {directory.types.map((type) => (
              <li key={type.path}>
                <a
                  href={storePath(store, type.path)}
                  className="inline-block rounded-full border border-ink-300 px-4 py-2 font-semibold text-ink-900 hover:border-brand-700 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  {type.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
