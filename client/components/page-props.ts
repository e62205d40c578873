import type { StoreView } from '../../shared/constants/stores'
import type { MenuEntry } from '../../shared/rules/menu'
import type { Translate } from '../../shared/messages/translate'

/** What every server-rendered page and shell component receives: its store view and its texts. */
export type PageProps = { store: StoreView; t: Translate }

/** Shell content that comes from the back end (CMS blocks), loaded once per page by the worker. */
export type ShellContent = {
  /** SPEC §2 selling strip: text of the `delivery_replacement_header` block, replacing the delivery promise. */
  deliveryNotice?: string | null | undefined
  /** SPEC §2 navigation: the category menu (empty or absent when the tree could not be loaded). */
  menu?: readonly MenuEntry[] | undefined
}
