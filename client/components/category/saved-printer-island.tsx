import { ACCOUNT_LINKS, SIGN_IN_PATH } from '../../../shared/constants/shop-paths'
import { pickMessages } from '../../../shared/messages/pick-messages'
import { storePath } from '../../../shared/rules/store-from-path'
import { Island } from '../../islands/island'
import { ISLAND_TEXT_KEYS } from '../../islands/island-texts'
import type { SavedPrinterView } from '../../../shared/api/answers'
import type { PageProps } from '../page-props'


/**
 * The shopper's printers on a printer model page (save this one, jump to the others). It hydrates
 * after load for a signed-in shopper (`personal`): a guest's is a sign-in link until reached.
 */
export function SavedPrinterIsland({ store, t, printer }: PageProps & { printer?: SavedPrinterView | undefined }) {
  return (
    <Island
      name="saved-printer"
      hydrate="personal"
      props={{
        texts: pickMessages(t, ISLAND_TEXT_KEYS['saved-printer']),
        ...(printer ? { printer: { ...printer, path: storePath(store, printer.path) } } : {}),
        signInPath: storePath(store, SIGN_IN_PATH),
        accountPrintersPath: storePath(store, ACCOUNT_LINKS.printers),
      }}
    />
  )
}
