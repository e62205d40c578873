/**
 * @module
 * The customer's account as the named-operation API reaches it (SPEC §7): who is signed in, signing
 * in, and the password reset (signing out is in `session.ts`). The reset operations' captcha token
 * is checked by the worker and not passed on: a provider token is single-use, so the back end could
 * not check it again.
 */
import { gql, type TypedDocumentNode } from '@urql/core'

export type CustomerProfile = { firstname: string | null; lastname: string | null; email: string | null }

export const CUSTOMER_PROFILE: TypedDocumentNode<{ customer: CustomerProfile | null }, Record<string, never>> = gql`
  query CustomerProfile {
    customer {
      firstname
      lastname
      email
    }
  }
`

export type GenerateCustomerTokenVariables = { email: string; password: string; rememberMe?: boolean }

/** `rememberMe` is the shop's extension: the back end then issues a longer-lived token. */
export const GENERATE_CUSTOMER_TOKEN: TypedDocumentNode<{ generateCustomerToken: { token: string | null } | null }, GenerateCustomerTokenVariables> = gql`
  mutation GenerateCustomerToken($email: String!, $password: String!, $rememberMe: Boolean) {
    generateCustomerToken(email: $email, password: $password, rememberMe: $rememberMe) {
      token
    }
  }
`

export const REQUEST_PASSWORD_RESET_EMAIL: TypedDocumentNode<{ requestPasswordResetEmail: boolean | null }, { email: string }> = gql`
  mutation RequestPasswordResetEmail($email: String!) {
    requestPasswordResetEmail(email: $email)
  }
`

export type ResetPasswordVariables = { email: string; resetPasswordToken: string; newPassword: string }

export const RESET_PASSWORD: TypedDocumentNode<{ resetPassword: boolean | null }, ResetPasswordVariables> = gql`
  mutation ResetPassword($email: String!, $resetPasswordToken: String!, $newPassword: String!) {
    resetPassword(email: $email, resetPasswordToken: $resetPasswordToken, newPassword: $newPassword)
  }
`

/** SPEC §4: a new account is confirmed from the link in its confirmation e-mail. */
export const CONFIRM_EMAIL: TypedDocumentNode<{ confirmEmail: { customer: { email: string | null } | null } | null }, { email: string; key: string }> = gql`
  mutation ConfirmEmail($email: String!, $key: String!) {
    confirmEmail(input: { email: $email, confirmation_key: $key }) {
      customer {
        email
      }
    }
  }
`
