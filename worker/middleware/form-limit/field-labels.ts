/**
 * @module
 * The visible label of each field a shopper types into, by its name in the shop's forms, so a
 * refusal of a field can name it as the form does. Fields not listed (hidden ones, choices) are
 * named by the refusal in general terms.
 */
import type { MessageKey } from '../../../shared/messages/translate'

const LABELS: Readonly<Record<string, MessageKey>> = {
  email: 'checkout.guest.email',
  name: 'contact.name',
  firstname: 'checkout.address.firstname',
  lastname: 'checkout.address.lastname',
  street1: 'checkout.address.street1',
  street2: 'checkout.address.street2',
  city: 'checkout.address.city',
  county: 'checkout.address.county',
  postcode: 'checkout.address.postcode',
  telephone: 'checkout.address.telephone',
  comment: 'contact.comment',
  nickname: 'reviews.form.nickname',
  summary: 'reviews.form.summary',
  text: 'reviews.form.text',
  password: 'account.register.password',
  confirmPassword: 'account.register.confirmPassword',
  currentPassword: 'account.profile.currentPassword',
  number: 'account.guestOrder.number',
  po_number: 'checkout.payment.poNumber',
  code: 'basket.coupon.heading',
  q: 'header.search.label',
}

/** The label of a form field (a billing address's fields carry the prefix `billing_`). */
export function fieldLabel(name: string): MessageKey | null {
  return LABELS[name.replace(/^billing_/, '')] ?? null
}
