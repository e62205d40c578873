import { SHOP_NAME, VAT_RATE_PERCENT } from '../../shared/constants/shop'
import type { PageProps } from './page-props'

/** The site footer. The full four-column footer of SPEC §2 arrives with the shell. */
export function Footer({ store, t, year }: PageProps & { year: number }) {
  return (
    <footer className="mt-12 bg-ink-900 px-4 py-8 text-sm text-ink-100">
      <div className="mx-auto max-w-7xl space-y-1">
        <p>{t('footer.copyright', { year, shop: SHOP_NAME, currency: store.currency })}</p>
        <p>{t('footer.vat', { rate: VAT_RATE_PERCENT })}</p>
      </div>
    </footer>
  )
}
