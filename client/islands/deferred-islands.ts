/**
 * @module
 * Islands hydrated after load (`<Island defer>`), one dynamic import further away than the others:
 * the entry reaches this small module lazily, and it reaches the island's chunk only when
 * `deferred-hydration.ts` asks, so the island is no part of the first load.
 */
import type { ComponentType } from 'react'
import type { ModalHostProps } from './modal-host'

export const loadModalHost = (): Promise<ComponentType<ModalHostProps>> => import('./modal-host').then((m) => m.ModalHost)
