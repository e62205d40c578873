import type { ReactNode } from 'react'
import { CART_PATH } from '../../../shared/constants/shop'
import { checkoutStepPath, type CheckoutStep } from '../../../shared/constants/shop-paths'
import type { MessageKey } from '../../../shared/messages/translate'
import { formatMoney } from '../../../shared/rules/format-money'
import { ORDER_STEPS, type OrderStep } from '../../../shared/rules/checkout-step'
import { storePath } from '../../../shared/rules/store-from-path'
import type { PageProps } from '../page-props'
import { buttonClass } from '../listing/add-to-basket-form'
import { CHECKOUT_LINE_IMAGE } from '../../../shared/constants/image-sizes'
import { imageSource } from '../../../shared/rules/image-source'
import { BasketTotals } from '../basket/basket-totals'
import type { BasketView } from '../../../shared/views/basket-view'
import { VatPrice } from '../basket/vat-price'

export const PRIMARY_BUTTON = `${buttonClass} bg-brand-700 text-white hover:bg-brand-800`

const STEP_LABELS: Record<OrderStep, MessageKey> = {
  'user-account': 'checkout.steps.userAccount',
  shipping: 'checkout.steps.shipping',
  billing: 'checkout.steps.billing',
  payment: 'checkout.steps.payment',
}

/**
 * The order summary beside each step: how many items, the lines and totals while the cart is there
 * (the thank-you page has only the count and total it kept), and the way back to the basket.
 */
export type CheckoutSummary = { totalQuantity: number; grandTotalPence: number; basket?: BasketView | undefined }

/**
 * What the checkout's scripts send to the data layer (GA4's begin_checkout family): the lines, the
 * chosen delivery on the billing step, and on the thank-you page the order.
 */
export type CheckoutAnalytics = {
  currency: 'GBP' | 'EUR'
  valuePence: number
  coupon: string | null
  items: readonly { sku: string; name: string; pricePence: number; quantity: number }[]
  shippingTier: string | null
  /** On the thank-you page: the order, its tax and delivery when the order could be read back. */
  purchase: { transactionId: string; taxPence: number | null; shippingPence: number | null } | null
}

function SummaryLines({ store, t, basket }: PageProps & { basket: BasketView }) {
  return (
    <ul className="divide-y divide-ink-300 text-sm" aria-label={t('basket.linesHeading')}>
      {basket.lines.map((line) => {
        const image = line.imageUrl ? imageSource(line.imageUrl, CHECKOUT_LINE_IMAGE) : null
        return (
          <li key={line.uid} className="grid grid-cols-[100px_1fr] gap-3 py-2" data-summary-line={line.uid}>
            {image ? <img src={image.src} srcSet={image.srcSet} width={image.width} height={image.height} alt="" loading="lazy" className="size-[100px] object-contain" /> : <span aria-hidden="true" />}
            <div className="space-y-1">
              <p className="font-semibold text-ink-900">{line.name}</p>
              <p>
                {t('basket.quantity')}: {line.quantity}
              </p>
              <VatPrice store={store} t={t} price={line.rowTotal} />
            </div>
          </li>
        )
      })}
    </ul>
  )
}

type CheckoutFrameProps = PageProps & {
  step: CheckoutStep
  heading: string
  summary: CheckoutSummary | null
  /** A refusal of the whole form (the back end said no), above it. */
  formError?: MessageKey | null | undefined
  analytics?: CheckoutAnalytics | undefined
  children: ReactNode
}

/** A checkout step's page: its heading, where it is among the steps (done steps are links back), the form and the summary. */
export function CheckoutFrame({ store, t, step, heading, summary, formError, analytics, children }: CheckoutFrameProps) {
  const current = (ORDER_STEPS as readonly CheckoutStep[]).indexOf(step)
  return (
    <div
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]"
      data-page-kind="checkout"
      data-checkout-step={step}
      data-analytics={analytics ? JSON.stringify(analytics) : undefined}
    >
      <section aria-labelledby="page-heading" className="max-w-2xl space-y-6">
        {current >= 0 && (
          <nav aria-label={t('checkout.steps.label')}>
            <ol className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {ORDER_STEPS.map((name, index) => (
                <li key={name}>
                  {index < current ? (
                    <a href={storePath(store, checkoutStepPath(name))} className="text-brand-700 underline">
                      {t(STEP_LABELS[name])}
                    </a>
                  ) : (
                    <span aria-current={index === current ? 'step' : undefined} className={index === current ? 'font-bold text-ink-900' : 'text-ink-700'}>
                      {t(STEP_LABELS[name])}
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        )}
        <h1 id="page-heading" className="text-3xl font-bold text-ink-900">
          {heading}
        </h1>
        {formError && (
          <p role="alert" className="rounded-md border border-danger-700 p-3 font-semibold text-danger-700">
            {t(formError)}
          </p>
        )}
        {children}
      </section>
      {summary && (
        <aside aria-labelledby="checkout-summary-heading" className="h-fit space-y-2 rounded-lg border border-ink-300 p-4">
          <h2 id="checkout-summary-heading" className="text-lg font-semibold text-ink-900">
            {t('checkout.summary.title')}
          </h2>
          <p>{summary.totalQuantity === 1 ? t('checkout.summary.items.one') : t('checkout.summary.items', { count: summary.totalQuantity })}</p>
          {summary.basket ? (
            <>
              <SummaryLines store={store} t={t} basket={summary.basket} />
              <BasketTotals store={store} t={t} totals={summary.basket.totals} />
            </>
          ) : (
            <p className="font-semibold">{t('checkout.summary.total', { total: formatMoney(summary.grandTotalPence, store) })}</p>
          )}
          {current >= 0 && (
            <a href={storePath(store, CART_PATH)} className="text-brand-700 underline">
              {t('checkout.summary.editBasket')}
            </a>
          )}
        </aside>
      )}
    </div>
  )
}
