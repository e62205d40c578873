/**
 * @module
 * Whether a request comes from a crawler: they get the complete HTML in one go instead of a stream
 * that fills in as slow sections resolve.
 */
import { isbot } from 'isbot'

/** @example isCrawler('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)') // true */
export function isCrawler(userAgent: string | undefined): boolean {
  return isbot(userAgent)
}
