/**
 * @module
 * The customer's account as the named-operation API reaches it (SPEC §7): who is signed in, signing
 * in, and the password reset (signing out is in `session.ts`). The reset operations' captcha token
 * is checked by the worker and not passed on: a provider token is single-use, so the back end could
 * not check it again. The documents are the `.graphql` files in `account/`; their types are generated.
 */
export {
  AccountConfirmationDocument as ACCOUNT_CONFIRMATION,
  AccountCustomerDocument as ACCOUNT_CUSTOMER,
  ChangeCustomerPasswordDocument as CHANGE_CUSTOMER_PASSWORD,
  CreateCustomerAddressDocument as CREATE_CUSTOMER_ADDRESS,
  CustomerReviewsDocument as CUSTOMER_REVIEWS,
  DeleteCustomerAddressDocument as DELETE_CUSTOMER_ADDRESS,
  UpdateCustomerAddressDocument as UPDATE_CUSTOMER_ADDRESS,
  UpdateCustomerEmailDocument as UPDATE_CUSTOMER_EMAIL,
  UpdateCustomerNameDocument as UPDATE_CUSTOMER_NAME,
  UpdateNewsletterDocument as UPDATE_NEWSLETTER,
  ConfirmEmailDocument as CONFIRM_EMAIL,
  ResendConfirmationEmailDocument as RESEND_CONFIRMATION_EMAIL,
  CreateCustomerDocument as CREATE_CUSTOMER,
  CustomerProfileDocument as CUSTOMER_PROFILE,
  GenerateCustomerTokenDocument as GENERATE_CUSTOMER_TOKEN,
  RequestPasswordResetEmailDocument as REQUEST_PASSWORD_RESET_EMAIL,
  ResetPasswordDocument as RESET_PASSWORD,
} from '../generated'
