import { useContext } from 'react'
import { serializeForScript } from '../../shared/html/serialize-for-script'
import { pickMessages } from '../../shared/messages/pick-messages'
import type { MessageKey, Translate } from '../../shared/messages/translate'
import { IslandTextsFile } from './island'
import { textsFileHolds } from './island-texts'
import { ISLAND_TEXTS_ATTRIBUTE } from './island-texts-attribute'

type PageTextsProps = {
  t: Translate
  keys: readonly MessageKey[]
  /** How the browser's script finds the element: an id or a data attribute. */
  marker: { id: string } | { [attribute: `data-${string}`]: '' }
}

/**
 * Texts a page's scripts show outside any island (the search suggestions, a refused add to the
 * basket), keyed by catalogue key: a JSON script that names the locale's file of island texts when
 * that file holds them all, or carries them itself (`readPageTexts` reads either).
 */
export function PageTexts({ t, keys, marker }: PageTextsProps) {
  const file = useContext(IslandTextsFile)
  if (textsFileHolds(file, keys)) {
    return <script type="application/json" {...marker} {...{ [ISLAND_TEXTS_ATTRIBUTE]: file }} />
  }
  return <script type="application/json" {...marker} dangerouslySetInnerHTML={{ __html: serializeForScript(pickMessages(t, keys)) }} />
}
