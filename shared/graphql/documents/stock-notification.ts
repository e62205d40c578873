/**
 * @module
 * The out-of-stock modal's e-mail form (SPEC §2 Modals, §5: email, productId, categoryId and
 * categoryProduct are all required). A shop extension: see shared/graphql/shop-extensions.graphqls.
 */
import { gql, type TypedDocumentNode } from '@urql/core'

export type StockNotificationVariables = { email: string; productId: number; categoryId: number; categoryProduct: string }

export const REQUEST_STOCK_NOTIFICATION: TypedDocumentNode<{ requestStockNotification: boolean | null }, StockNotificationVariables> = gql`
  mutation RequestStockNotification($email: String!, $productId: Int!, $categoryId: Int!, $categoryProduct: String!) {
    requestStockNotification(email: $email, productId: $productId, categoryId: $categoryId, categoryProduct: $categoryProduct)
  }
`
