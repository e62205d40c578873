/**
 * @module
 * Error pages that cannot depend on React, the asset manifest or the configuration, because one of
 * those is what failed: the error-page fallback (SPEC §2) and the misconfiguration page.
 */
import { escapeHtml } from '../../shared/html/escape-html'
import type { MessageKey } from '../../shared/messages/translate'
import { translate } from '../../shared/messages/translate'
import type { StoreView } from '../../shared/constants/stores'
import type { ConfigProblem } from '../config'

type Locale = StoreView['locale']

function plainDocument(lang: string, title: string, body: string): string {
  return `<!DOCTYPE html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>`
}

export type FallbackDetails = {
  status: number
  requestId: string
  homePath: string
  /** Error texts, shown only in development. */
  errors: readonly string[]
}

/** SPEC §2: "an error occurred while showing the error page", details, and "Go back to home". */
export function fallbackErrorHtml(locale: Locale, lang: string, details: FallbackDetails): string {
  const text = (key: MessageKey, params?: Record<string, string | number>) => escapeHtml(translate(locale, key, params))
  const lines = [
    text('error.status', { status: details.status }),
    text('error.reference', { id: details.requestId }),
    ...details.errors.map(escapeHtml),
  ]
  return plainDocument(
    lang,
    translate(locale, 'error.title'),
    `<main><h1>${text('error.fallback')}</h1><h2>${text('error.details')}</h2><ul>${lines
      .map((line) => `<li>${line}</li>`)
      .join('')}</ul><p><a href="${escapeHtml(details.homePath)}">${text('error.goHome')}</a></p></main>`,
  )
}

/** The page for a worker whose bindings or variables are missing or invalid. Names, never values. */
export function configErrorHtml(problems: readonly ConfigProblem[]): string {
  const items = problems.map((p) => `<li><code>${escapeHtml(p.setting)}</code> ${escapeHtml(p.message)}</li>`).join('')
  return plainDocument(
    'en-GB',
    translate('en_GB', 'config.title'),
    `<main><h1>${escapeHtml(translate('en_GB', 'config.title'))}</h1><p>${escapeHtml(
      translate('en_GB', 'config.intro'),
    )}</p><ul>${items}</ul><p>${escapeHtml(translate('en_GB', 'config.help'))}</p></main>`,
  )
}
