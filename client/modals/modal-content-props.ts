import type { ModalKind, ModalPropsByKind } from './modal-types'
import type { ModalPaths } from './modal-paths'
import type { ModalTexts } from './modal-texts'

/** What every modal's content receives from the host. */
export type ModalContentProps<K extends ModalKind> = {
  props: ModalPropsByKind[K]
  texts: ModalTexts
  paths: ModalPaths
  /** Closes this modal (with the close delay). */
  close: () => void
  /** The id the content gives its heading, which labels the dialog. */
  titleId: string
}
