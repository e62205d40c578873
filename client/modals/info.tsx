import type { ModalContentProps } from './modal-content-props'
import { ModalBody } from './modal-body'

/**
 * SPEC §2 Modals: HTML content. The HTML is the page's own: the opener takes it from a `<template>`
 * the server rendered (client/effects/modal-openers.ts), never from an attribute or the URL.
 */
export default function Info({ props, titleId }: ModalContentProps<'info'>) {
  return (
    <ModalBody titleId={titleId} title={props.title}>
      <div className="prose max-w-none" dangerouslySetInnerHTML={{ __html: props.html }} />
    </ModalBody>
  )
}
