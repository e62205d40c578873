import { storePath as storePathOf } from '../../../shared/rules/store-from-path'
import type { PageProps } from '../page-props'
import { RatingStars } from '../listing/rating-stars'

/** Shop HTML the loader has already passed through the sanitiser (`sanitizeHtml`). */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return <div className={`prose-shop ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: html }} />
}

export function ChildTiles({ store, t, tiles }: PageProps & { tiles: readonly { name: string; path: string; productCount: number }[] }) {
  if (tiles.length === 0) return null
  return (
    <section aria-labelledby="category-children">
      <h2 id="category-children" className="mb-3 text-xl font-bold">
        {t('category.children')}
      </h2>
      {/* A row that scrolls sideways on phones, so the products stay near the top; wraps on wider screens. */}
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 md:mx-0 md:flex-wrap md:overflow-visible md:px-0">
        {tiles.map((tile) => (
          <li key={tile.path} className="shrink-0">
            <a
              href={storePathOf(store, tile.path)}
              className="flex items-baseline gap-2 whitespace-nowrap rounded-full border border-ink-300 px-4 py-2 font-semibold text-ink-900 hover:border-brand-700 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {tile.name}
              <span className="text-sm font-normal text-ink-700">({tile.productCount})</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * SPEC §3 category `faq`: collapsible questions. Native `<details>`, so they open without scripts;
 * the height animates where the browser supports `interpolate-size` (SPEC §4 "animated height").
 */
export function CategoryFaq({ t, faq }: Pick<PageProps, 't'> & { faq: readonly { question: string; answerHtml: string }[] }) {
  if (faq.length === 0) return null
  return (
    <section aria-labelledby="category-faq" className="space-y-2">
      <h2 id="category-faq" className="text-xl font-bold">
        {t('category.faq')}
      </h2>
      {faq.map((entry) => (
        <details key={entry.question} className="faq-item rounded-lg border border-ink-300">
          <summary className="cursor-pointer px-4 py-3 font-semibold focus-visible:outline-2 focus-visible:outline-brand-700">{entry.question}</summary>
          <SafeHtml html={entry.answerHtml} className="px-4 pb-4 text-ink-700" />
        </details>
      ))}
    </section>
  )
}

export function CategoryVerdict({ store, t, verdictHtml, reviewText, reviewStars }: PageProps & { verdictHtml: string | null; reviewText: string | null; reviewStars: { percent: number; count: number } | null }) {
  if (!verdictHtml && !reviewText) return null
  return (
    <section aria-labelledby="category-verdict" className="space-y-2 rounded-lg bg-ink-100 p-4">
      <h2 id="category-verdict" className="text-xl font-bold">
        {t('category.verdict')}
      </h2>
      {reviewStars ? <RatingStars store={store} t={t} percent={reviewStars.percent} count={reviewStars.count} /> : null}
      {reviewText ? <p className="text-ink-700">{reviewText}</p> : null}
      {verdictHtml ? <SafeHtml html={verdictHtml} /> : null}
    </section>
  )
}
