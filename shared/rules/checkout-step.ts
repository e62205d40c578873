/**
 * @module
 * Which checkout step is due (SPEC §2 /checkout steps, in order: user-account, shipping, billing,
 * payment). A step may be shown once every step before it is complete; asking for a later one
 * leads to the first incomplete step instead.
 */
import type { CheckoutStep } from '../constants/shop-paths'

/** The steps before the order, in the order they are done. */
export const ORDER_STEPS = ['user-account', 'shipping', 'billing', 'payment'] as const satisfies readonly CheckoutStep[]
export type OrderStep = (typeof ORDER_STEPS)[number]

/** What the cart already holds, as far as the steps are concerned. */
export type CheckoutProgress = {
  hasEmail: boolean
  /** A virtual cart ships nothing, so it needs no delivery address nor method. */
  isVirtual: boolean
  hasShippingAddress: boolean
  hasShippingMethod: boolean
  hasBillingAddress: boolean
}

/**
 * The first step whose work is not done yet (payment when all before it are).
 * @example firstIncompleteStep({ hasEmail: true, isVirtual: false, hasShippingAddress: true, hasShippingMethod: false, hasBillingAddress: false }) // 'shipping'
 */
export function firstIncompleteStep(progress: CheckoutProgress): OrderStep {
  if (!progress.hasEmail) return 'user-account'
  if (!progress.isVirtual && !(progress.hasShippingAddress && progress.hasShippingMethod)) return 'shipping'
  if (!progress.hasBillingAddress) return 'billing'
  return 'payment'
}

/** The step to show for a request: the one asked for, unless a step before it is incomplete. */
export function stepToShow(asked: OrderStep, progress: CheckoutProgress): OrderStep {
  const due = firstIncompleteStep(progress)
  return ORDER_STEPS.indexOf(asked) <= ORDER_STEPS.indexOf(due) ? asked : due
}
