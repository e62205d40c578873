/**
 * @module
 * Text helpers for the German store view's seed texts, written as German typography has them
 * (decimal comma, full stop between thousands, "A, B und C"). Formatted by hand rather than with
 * Intl, so the seed is the same wherever it runs.
 */

/** Joins names the way a German sentence lists them: 'A, B und C'. */
export function listInGermanWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} und ${items[items.length - 1]}`
}

/** A whole number with a full stop between thousands: 12345 -> '12.345'. */
export function germanThousands(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
}

/** A number to `digits` decimals with a decimal comma: 4.35 -> '4,4'. */
export function germanDecimal(value: number, digits: number): string {
  return value.toFixed(digits).replace('.', ',')
}

const META_DESCRIPTION_LENGTH = 155

/**
 * A meta description: the text's whole sentences that fit in 155 characters; a first sentence
 * longer than that is cut after its last whole word.
 */
export function germanMetaDescription(text: string): string {
  let description = ''
  for (const sentence of text.split(/(?<=[.!?])\s+/)) {
    const longer = description ? `${description} ${sentence}` : sentence
    if (longer.length > META_DESCRIPTION_LENGTH) break
    description = longer
  }
  if (description) return description
  const cut = text.slice(0, META_DESCRIPTION_LENGTH - 1)
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,;:–-]+$/, '')} …`
}

/** An ISO date as German dates are written: '2026-01-31' -> '31.01.2026'. */
export function germanDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-')
  return `${day}.${month}.${year}`
}
