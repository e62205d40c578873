/**
 * @module
 * schema.org FAQPage for the FAQ page (issue 18 point 3): every question with its accepted answer.
 * The answer keeps its sanitised markup, which the structured-data format allows (links, lists).
 */
import type { FaqContent } from '../../shared/html/faq-sections'
import { SCHEMA_ORG } from './json-ld-values'

export function faqPageJsonLd(faq: FaqContent, url: string): object {
  return {
    '@context': SCHEMA_ORG,
    '@type': 'FAQPage',
    url,
    mainEntity: faq.topics.flatMap((topic) =>
      topic.questions.map((entry) => ({ '@type': 'Question', name: entry.question, acceptedAnswer: { '@type': 'Answer', text: entry.answerHtml } })),
    ),
  }
}
