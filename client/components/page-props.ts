import type { StoreView } from '../../shared/constants/stores'
import type { ChristmasDelivery } from '../../shared/rules/delivery-promise'
import type { MenuEntry } from '../../shared/rules/menu'
import type { Translate } from '../../shared/messages/translate'

/** What every server-rendered page and shell component receives: its store view and its texts. */
export type PageProps = { store: StoreView; t: Translate }

/**
 * A one-off notice above the page (SPEC §8), with a link where the notice asks the shopper to do
 * something elsewhere (sign in): `modal` names the modal that link opens when scripts run.
 */
export type NoticeView = { text: string; link?: { href: string; label: string; modal?: 'login' } | undefined }

/** Shell content that comes from the back end (CMS blocks, menu, shipment config), loaded once per page by the worker. */
export type ShellContent = {
  /** SPEC §2 selling strip: text of the `delivery_replacement_header` block, replacing the delivery promise. */
  deliveryNotice?: string | null | undefined
  /** SPEC §2 navigation: the category menu (empty or absent when the tree could not be loaded). */
  menu?: readonly MenuEntry[] | undefined
  /** SPEC §2 selling strip: the shipment config's Christmas switches (absent when it could not be loaded). */
  christmas?: ChristmasDelivery | undefined
  /**
   * SPEC §2 footer "A payments area shows HTML from a content block": the `footer_company_payment`
   * block, already made safe by `sanitizeHtml` in the worker, so components may render it as markup.
   */
  paymentsHtml?: string | null | undefined
  /** London's date of the request: the strip's dates are written against it (`formatCalendarDate`). */
  today?: string | undefined
}
