import type { ReactNode } from 'react'

/** The common layout of a modal's content: a heading that names the dialog, then the body. */
export function ModalBody({ titleId, title, children }: { titleId: string; title: string; children: ReactNode }) {
  return (
    <div className="space-y-4 p-6 pr-12">
      <h2 id={titleId} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </div>
  )
}

export const primaryButton =
  'inline-flex items-center justify-center rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60'
export const secondaryButton =
  'inline-flex items-center justify-center rounded-md border border-ink-300 px-4 py-2 font-semibold text-ink-900 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700'
export const fieldClass =
  'mt-1 block w-full rounded-md border border-ink-600 px-3 py-2 text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-700 aria-invalid:border-red-700'
