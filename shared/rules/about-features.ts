/**
 * @module
 * SPEC §2 Product page, "About this product": the description, then the product's feature bullets
 * and main functions. Magento descriptions often already hold the bullets as a list, and the short
 * description above the fold repeats some of them, so listing every bullet again printed the same
 * phrase up to three times. The tab lists only the bullets no text on the page already says, each
 * once.
 */
import { htmlToText } from '../html/html-to-text'

/** Tags that end one phrase and start the next (a list item, a paragraph, a line break). */
const PHRASE_BREAK = /<\/?(?:address|article|aside|blockquote|br|dd|div|dl|dt|footer|h[1-6]|header|hr|li|main|nav|ol|p|section|table|td|th|tr|ul)\b[^>]*>/gi

/** A phrase as compared: case, spacing and closing punctuation aside ("Scan to email." = "scan to email"). */
const comparable = (phrase: string): string =>
  phrase
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.;:!,]+$/, '')
    .toLocaleLowerCase()

/** Every phrase of a piece of HTML: the text of each list item, paragraph or line. */
export function htmlPhrases(html: string): string[] {
  return html
    .split(PHRASE_BREAK)
    .map((part) => comparable(htmlToText(part)))
    .filter((phrase) => phrase !== '')
}

/**
 * The feature bullets and main functions the About tab still has to list: without those the
 * description or short description already says as a phrase of their own, and without repeats.
 * @example aboutFeatures(['Duplex', 'Wi-Fi'], ['<ul><li>Duplex</li></ul>']) // ['Wi-Fi']
 */
export function aboutFeatures(features: readonly string[], shownHtml: readonly (string | null)[]): string[] {
  const said = new Set(shownHtml.flatMap((html) => (html ? htmlPhrases(html) : [])))
  const listed: string[] = []
  for (const feature of features) {
    const key = comparable(feature)
    if (key === '' || said.has(key)) continue
    said.add(key)
    listed.push(feature.trim())
  }
  return listed
}
