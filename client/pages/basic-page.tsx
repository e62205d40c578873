import type { PageProps } from '../components/page-props'

/** The page families still shown in this frame; each later issue gives its family its own screen. */
export type PageKind =
  | 'cart'
  | 'checkout'
  | 'content'
  | 'contact'
  | 'diagnostic'
  | 'faq'
  | 'news'
  | 'product'

type BasicPageProps = PageProps & { kind: PageKind; heading: string; lead?: string | undefined }

/**
 * A page's frame inside the shell: its heading and a short lead. Status codes, redirects, titles
 * and guards are decided by the worker before this renders.
 */
export function BasicPage({ t, kind, heading, lead }: BasicPageProps) {
  return (
    <section className="max-w-3xl space-y-4" data-page-kind={kind} aria-labelledby="page-heading">
      <h1 id="page-heading" className="text-3xl font-bold text-ink-900">
        {heading}
      </h1>
      <p className="text-ink-700">{lead ?? t('page.inPreparation')}</p>
    </section>
  )
}
