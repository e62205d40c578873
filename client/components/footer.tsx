import { NEWSLETTER_PATH } from '../../shared/constants/shell-links'
import { SHOP_NAME, VAT_RATE_PERCENT } from '../../shared/constants/shop'
import { storePath } from '../../shared/rules/store-from-path'
import { FooterColumns } from './footer-columns'
import { FooterMarks } from './footer-marks'
import type { PageProps, ShellContent } from './page-props'

/** CMS markup gets the footer's look through its container (the block carries no classes we keep). */
const paymentsBlockClass =
  'space-y-2 text-ink-100 [&_a]:underline [&_a]:hover:text-white [&_ul]:flex [&_ul]:flex-wrap [&_ul]:gap-2 [&_ul>li]:rounded [&_ul>li]:border [&_ul>li]:border-ink-600 [&_ul>li]:px-2 [&_ul>li]:py-0.5 [&_ul>li]:text-xs'

/**
 * The site footer (SPEC §2 Shell "Footer"): the four link columns, the newsletter sign-up, the
 * payments area from the `footer_company_payment` block, the regulatory marks, then copyright and
 * VAT. Server HTML only; the columns' collapsing is `client/effects/footer-columns.ts`.
 */
export function Footer({ store, t, year, shell }: PageProps & { year: number; shell?: ShellContent | undefined }) {
  const paymentsHtml = shell?.paymentsHtml
  return (
    <footer className="mt-12 bg-ink-900 text-sm text-ink-100">
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-8">
        <FooterColumns store={store} t={t} />
        {/* Under 768 px the collapsed columns end in their own rule, so this one is for wide screens. */}
        <div className="grid gap-8 md:grid-cols-2 md:border-t md:border-ink-700 md:pt-8">
          <section aria-labelledby="footer-newsletter" className="space-y-3">
            <h2 id="footer-newsletter" className="text-base font-semibold text-white">
              {t('footer.newsletter.heading')}
            </h2>
            <p>{t('footer.newsletter.text')}</p>
            {/* The modal host opens the sign-up form in place; without scripts this is the newsletter page. */}
            <a
              href={storePath(store, NEWSLETTER_PATH)}
              data-modal-open="newsletter"
              className="inline-block rounded bg-accent-400 px-4 py-2 font-semibold text-ink-900 hover:bg-accent-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {t('footer.newsletter.signUp')}
            </a>
          </section>
          {paymentsHtml && (
            <section aria-labelledby="footer-payments" className="space-y-3">
              <h2 id="footer-payments" className="text-base font-semibold text-white">
                {t('footer.payments.heading')}
              </h2>
              {/* Safe markup: the worker passed the block through sanitizeHtml (shared/html). */}
              <div data-cms-block="footer_company_payment" className={paymentsBlockClass} dangerouslySetInnerHTML={{ __html: paymentsHtml }} />
            </section>
          )}
        </div>
        <div className="space-y-4 border-t border-ink-700 pt-6">
          <FooterMarks store={store} t={t} />
          <div className="space-y-1 text-ink-300">
            <p>{t('footer.copyright', { year, shop: SHOP_NAME, currency: store.currency })}</p>
            <p>{t('footer.vat', { rate: VAT_RATE_PERCENT })}</p>
          </div>
        </div>
      </div>
    </footer>
  )
}
