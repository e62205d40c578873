import type { ModalContentProps } from './modal-content-props'
import { ModalBody } from './modal-body'

/** SPEC §2 Modals: a title and plain text about a manufacturer. */
export default function ManufacturerTooltip({ props, titleId }: ModalContentProps<'manufacturerTooltip'>) {
  return (
    <ModalBody titleId={titleId} title={props.title}>
      <p className="whitespace-pre-line">{props.text}</p>
    </ModalBody>
  )
}
