import { Suspense, useId, type ComponentType } from 'react'
import { useSnapshot } from 'valtio/react'
import { DialogFrame } from '../modals/dialog-frame'
import { LoadFailureBoundary } from '../modals/load-failure-boundary'
import { modalContents } from '../modals/modal-contents'
import type { ModalContentProps } from '../modals/modal-content-props'
import type { ModalPaths } from '../modals/modal-paths'
import type { ModalTexts } from '../modals/modal-texts'
import type { ModalKind, ModalRequest } from '../modals/modal-types'
import { SidePanel } from '../modals/side-panel'
import { closeModal, closePanel, ui, type PanelName } from '../stores/ui'
import { useHydrated } from './use-hydrated'

export type ModalHostProps = { texts: ModalTexts; paths: ModalPaths }

const CARD = 'mx-auto my-[10vh] w-[min(32rem,calc(100vw-2rem))] rounded-lg overflow-hidden'
const SHEET = 'ml-auto mr-0 h-dvh max-h-dvh w-[min(24rem,100vw)]'

function ModalLayer({ request, texts, paths }: ModalHostProps & { request: ModalRequest | null }) {
  const titleId = useId()
  return (
    <DialogFrame item={request} onDismiss={closeModal} closeLabel={texts['modal.close']} className={CARD} titleId={titleId}>
      {(shown) => {
        // The map gives each kind its own props type; the request pairs them, which TS cannot follow.
        const Content = modalContents[shown.kind] as ComponentType<ModalContentProps<ModalKind>>
        const failed = <p className="p-6 pr-12" role="alert" id={titleId}>{texts['modal.loadFailed']}</p>
        return (
          <LoadFailureBoundary fallback={failed}>
            <Suspense fallback={<p className="p-6 pr-12" id={titleId}>{texts['modal.loading']}</p>}>
              <Content props={shown.props} texts={texts} paths={paths} close={closeModal} titleId={titleId} />
            </Suspense>
          </LoadFailureBoundary>
        )
      }}
    </DialogFrame>
  )
}

function PanelLayer({ panel, texts, paths }: ModalHostProps & { panel: PanelName | null }) {
  const titleId = useId()
  return (
    <DialogFrame item={panel} onDismiss={closePanel} closeLabel={texts['modal.close']} className={SHEET} titleId={titleId}>
      {(shown) => <SidePanel panel={shown} texts={texts} paths={paths} titleId={titleId} />}
    </DialogFrame>
  )
}

/**
 * The one place modals and side panels appear (SPEC §2 "On demand"). Whatever opens one only sets
 * the ui store (client/stores/ui.ts); a route change closes them all there. Nothing shows in the
 * server HTML: a modal is always the answer to something the shopper did.
 */
export function ModalHost({ texts, paths }: ModalHostProps) {
  const snapshot = useSnapshot(ui)
  if (!useHydrated()) return null
  return (
    <>
      <PanelLayer panel={snapshot.panel} texts={texts} paths={paths} />
      <ModalLayer request={snapshot.modal as ModalRequest | null} texts={texts} paths={paths} />
      <ModalLayer request={snapshot.secondaryModal as ModalRequest | null} texts={texts} paths={paths} />
    </>
  )
}
