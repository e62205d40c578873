import type { StoreView } from '../../shared/constants/stores'
import type { Translate } from '../../shared/messages/translate'

/** What every server-rendered page and shell component receives: its store view and its texts. */
export type PageProps = { store: StoreView; t: Translate }
