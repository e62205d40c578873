import { LISTING_LAYOUTS, type ListingLayout } from '../../../shared/constants/listing-layout'
import type { PageProps } from '../page-props'
import { LayoutIcon } from './layout-icon'

/**
 * SPEC §2 "Category and wishlist can be shown as grid or list", as two links: the category page's
 * switch and pictures, but working without JavaScript, for a personal page that is never stored
 * (the account wish list), where the layout may ride in the address. The shown layout is marked
 * `aria-current`.
 */
export function LayoutLinks({ t, current, hrefFor }: Pick<PageProps, 't'> & { current: ListingLayout; hrefFor: (layout: ListingLayout) => string }) {
  return (
    <nav aria-label={t('listing.layout')} className="flex gap-1">
      {LISTING_LAYOUTS.map((layout) => (
        <a
          key={layout}
          href={hrefFor(layout)}
          aria-current={layout === current ? 'true' : undefined}
          className="rounded-md border border-ink-600 p-1.5 text-ink-900 hover:bg-ink-100 aria-[current=true]:border-brand-700 aria-[current=true]:bg-brand-700 aria-[current=true]:text-white focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <span className="sr-only">{t(layout === 'grid' ? 'listing.layout.grid' : 'listing.layout.list')}</span>
          <LayoutIcon layout={layout} />
        </a>
      ))}
    </nav>
  )
}
