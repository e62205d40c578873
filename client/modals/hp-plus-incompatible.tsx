import type { ModalContentProps } from './modal-content-props'
import { ModalBody } from './modal-body'

/** SPEC §8 "Incompatibility message". */
export default function HpPlusIncompatible({ texts, titleId }: ModalContentProps<'hpPlusIncompatible'>) {
  return (
    <ModalBody titleId={titleId} title={texts['modal.hpPlus.title']}>
      <p>{texts['modal.hpPlus.text']}</p>
    </ModalBody>
  )
}
