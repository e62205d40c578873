import type { PageProps } from '../components/page-props'
import { Breadcrumbs } from '../components/listing/breadcrumbs'

export type ContentPageProps = PageProps & {
  /** The page's heading (SPEC §3 CMS page: the content heading, else its title). */
  heading: string
  /** Sanitised CMS markup (`contentHtml`), its headings starting at h2. */
  html: string
}

/**
 * A CMS content page (issue 18 point 1; SPEC §2 "Content pages"): breadcrumbs, the heading, then
 * the page's own content. Images never overflow the column; a wide table scrolls in its own box.
 */
export function ContentPage({ store, t, heading, html }: ContentPageProps) {
  return (
    <article className="max-w-3xl space-y-6" data-page-kind="content" aria-labelledby="page-heading">
      <Breadcrumbs store={store} t={t} trail={[]} current={heading} />
      <h1 id="page-heading" className="text-3xl font-bold text-ink-900">
        {heading}
      </h1>
      <div className="prose-shop cms-content" data-cms-content="" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  )
}
