import type { FaqContent } from '../../shared/html/faq-sections'
import { Breadcrumbs } from '../components/listing/breadcrumbs'
import type { PageProps } from '../components/page-props'

type FaqPageProps = PageProps & { heading: string; faq: FaqContent }

/**
 * Issue 18 point 3, `/Faq`: the FAQ CMS page as topics of collapsible questions. Each question is a
 * `<details>`, so it opens and closes without scripts; SPEC §9's 300 ms height animation comes from
 * the `.faq-item` styles where the browser can animate to an automatic height.
 */
export function FaqPage({ store, t, heading, faq }: FaqPageProps) {
  return (
    <article className="max-w-3xl space-y-6" data-page-kind="faq" aria-labelledby="page-heading">
      <Breadcrumbs store={store} t={t} trail={[]} current={heading} />
      <h1 id="page-heading" className="text-3xl font-bold text-ink-900">
        {heading}
      </h1>
      {faq.introHtml && <div className="prose-shop cms-content" dangerouslySetInnerHTML={{ __html: faq.introHtml }} />}
      {faq.topics.map((topic, index) => (
        <section key={topic.title ?? index} aria-labelledby={topic.title ? `faq-topic-${index}` : undefined} aria-label={topic.title ? undefined : heading} className="space-y-2">
          {topic.title && (
            <h2 id={`faq-topic-${index}`} className="text-xl font-bold text-ink-900">
              {topic.title}
            </h2>
          )}
          {topic.questions.map((entry) => (
            <details key={entry.question} className="faq-item rounded-lg border border-ink-300" data-faq-question="">
              <summary className="cursor-pointer px-4 py-3 font-semibold focus-visible:outline-2 focus-visible:outline-brand-700">{entry.question}</summary>
              <div className="prose-shop cms-content px-4 pb-4 text-ink-700" dangerouslySetInnerHTML={{ __html: entry.answerHtml }} />
            </details>
          ))}
        </section>
      ))}
    </article>
  )
}
