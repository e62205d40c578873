import type { ModalContentProps } from './modal-content-props'
import { ModalBody, primaryButton } from './modal-body'

/** SPEC §2 Modals and §1: the own-brand offer, with the rating it has earned. */
export default function SwitchAndSell({ texts, paths, titleId }: ModalContentProps<'switchAndSell'>) {
  return (
    <ModalBody titleId={titleId} title={texts['modal.switchAndSell.title']}>
      <p>{texts['modal.switchAndSell.text']}</p>
      <p className="font-semibold">{texts['modal.switchAndSell.rating']}</p>
      <a href={paths.switchSave} className={primaryButton}>
        {texts['modal.switchAndSell.more']}
      </a>
    </ModalBody>
  )
}
