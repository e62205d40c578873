/**
 * @module
 * The customer's orders (SPEC §7 customerOrders; issue 17): the history, one order, and reorder.
 * The documents are the `.graphql` files in `orders/`; their types are generated.
 */
export {
  CancelOrderDocument as CANCEL_ORDER,
  ConfirmCancelOrderDocument as CONFIRM_CANCEL_ORDER,
  RequestGuestOrderCancelDocument as REQUEST_GUEST_ORDER_CANCEL,
  OrderActionsDocument as ORDER_ACTIONS,
  OrderCancellationReasonsDocument as ORDER_CANCELLATION_REASONS,
  CustomerCartLinesDocument as CUSTOMER_CART_LINES,
  GuestOrderBySurnameDocument as GUEST_ORDER_BY_SURNAME,
  GuestOrderDocument as GUEST_ORDER,
  OrderDetailDocument as ORDER_DETAIL,
  OrderHistoryDocument as ORDER_HISTORY,
  QuickReorderDocument as QUICK_REORDER,
  ReorderItemsDocument as REORDER_ITEMS,
} from '../generated'
