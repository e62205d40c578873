import type { CheckoutStep } from '../../shared/constants/shop-paths'
import type { MessageKey, Translate } from '../../shared/messages/translate'
import { BillingStep, type BillingStepProps } from '../components/checkout/billing-step'
import { CheckoutFrame, type CheckoutAnalytics, type CheckoutSummary } from '../components/checkout/checkout-frame'
import { PaymentStep, type PaymentStepProps } from '../components/checkout/payment-step'
import { ShippingStep, type ShippingStepProps } from '../components/checkout/shipping-step'
import { ThankYouStep, type ThankYouStepProps } from '../components/checkout/thank-you-step'
import { UserAccountStep, type UserAccountStepProps } from '../components/checkout/user-account-step'
import type { PageProps } from '../components/page-props'

type Step<Kind extends CheckoutStep, Props> = { kind: Kind } & Omit<Props, keyof PageProps>

/** What one checkout step shows (SPEC §2 /checkout): the cart's state, or what a refused form typed and its messages. */
export type CheckoutScreen =
  | Step<'user-account', UserAccountStepProps>
  | Step<'shipping', ShippingStepProps>
  | Step<'billing', BillingStepProps>
  | Step<'payment', PaymentStepProps>
  | Step<'thank-you', ThankYouStepProps>

const STEP_TITLES: Record<CheckoutStep, MessageKey> = {
  'user-account': 'page.checkout.userAccount',
  shipping: 'page.checkout.shipping',
  billing: 'page.checkout.billing',
  payment: 'page.checkout.payment',
  'thank-you': 'page.checkout.thankYou',
}

/** The step's heading, which is also its document title. */
export const checkoutHeading = (t: Translate, step: CheckoutStep): string => t(STEP_TITLES[step])

function StepBody({ store, t, screen }: PageProps & { screen: CheckoutScreen }) {
  switch (screen.kind) {
    case 'user-account':
      return <UserAccountStep store={store} t={t} {...screen} />
    case 'shipping':
      return <ShippingStep store={store} t={t} {...screen} />
    case 'billing':
      return <BillingStep store={store} t={t} {...screen} />
    case 'payment':
      return <PaymentStep store={store} t={t} {...screen} />
    case 'thank-you':
      return <ThankYouStep store={store} t={t} {...screen} />
  }
}

export type CheckoutPageProps = PageProps & {
  screen: CheckoutScreen
  summary: CheckoutSummary | null
  /** A refusal of the whole form (the back end said no), above it. */
  formError?: MessageKey | undefined
  /** What the step's scripts send to the data layer. */
  analytics?: CheckoutAnalytics | undefined
}

/** A checkout step's page (SPEC §2 /checkout): where it is among the steps, its form, and the order summary beside it. */
export function CheckoutPage({ store, t, screen, summary, formError, analytics }: CheckoutPageProps) {
  return (
    <CheckoutFrame store={store} t={t} step={screen.kind} heading={checkoutHeading(t, screen.kind)} summary={summary} formError={formError} analytics={analytics}>
      <StepBody store={store} t={t} screen={screen} />
    </CheckoutFrame>
  )
}
