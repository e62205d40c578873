import type { ModalContentProps } from './modal-content-props'
import { ModalBody } from './modal-body'

/** SPEC §2 Modals: a brand's pages, one per ink type (/{inkType}/{brandName}.html, built by the caller). */
export default function BrandLinks({ props, titleId }: ModalContentProps<'brandLinks'>) {
  return (
    <ModalBody titleId={titleId} title={props.title}>
      <ul className="space-y-2">
        {props.links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="font-semibold text-brand-700 underline hover:no-underline">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </ModalBody>
  )
}
