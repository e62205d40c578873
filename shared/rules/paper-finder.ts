/**
 * @module
 * The paper and labels finder's steps and their URLs (SPEC §2: "a route containing
 * find-paper-and-labels with two or more segments is the paper and labels finder").
 *
 * URL scheme, one segment per answered question, under the Paper category:
 *
 *   /paper/find-paper-and-labels                           which printer? (inkjet, laser)
 *   /paper/find-paper-and-labels/{technology}              what do you print on? (types that suit it)
 *   /paper/find-paper-and-labels/{technology}/{type}       which size? (the sizes the type comes in)
 *   /paper/find-paper-and-labels/{technology}/{type}/{size}
 *
 * Every step also lists what matches so far. The printer comes first because it rules a type out
 * (photo paper is for inkjets), and the sizes depend on the type. Another path holding the
 * finder's segment (`/find-paper-and-labels/laser`, `/labels/find-paper-and-labels`) answers 301
 * with the same steps under `/paper`; a step that is not one of these, or one too many, is a 404.
 * The size segment is the back end's `paper_size` label in lower case (A4 -> `a4`, 6x4 -> `6x4`);
 * whether the type comes in that size is the back end's to say.
 */
import { PAPER_FINDER_SEGMENT } from '../constants/shop-paths'

export const PAPER_FINDER_PATH = `/paper/${PAPER_FINDER_SEGMENT}`

export const PRINTER_TECHNOLOGIES = ['inkjet', 'laser'] as const
export type PrinterTechnology = (typeof PRINTER_TECHNOLOGIES)[number]

export const PAPER_TYPES = ['printer-paper', 'photo-paper', 'labels'] as const
export type PaperType = (typeof PAPER_TYPES)[number]

/** The category each type lists (Paper > A4 Paper, Photo Paper, Labels). */
export const PAPER_TYPE_CATEGORY: Readonly<Record<PaperType, string>> = {
  'printer-paper': 'paper/a4-paper',
  'photo-paper': 'paper/photo-paper',
  labels: 'paper/labels',
}

/**
 * Which printers a type suits. Copier paper and label sheets go through both (the catalogue's own
 * copy says so); photo paper's coating takes ink and would not survive a laser printer's fuser.
 */
const SUITS: Readonly<Record<PaperType, readonly PrinterTechnology[]>> = {
  'printer-paper': ['inkjet', 'laser'],
  'photo-paper': ['inkjet'],
  labels: ['inkjet', 'laser'],
}

/** The types that suit a printer technology, in the finder's order. */
export const paperTypesFor = (technology: PrinterTechnology): PaperType[] => PAPER_TYPES.filter((type) => SUITS[type].includes(technology))

export type PaperFinderSteps = {
  readonly technology: PrinterTechnology | null
  readonly type: PaperType | null
  /** A size segment; the loader checks it against the sizes the type comes in. */
  readonly size: string | null
}

export const PAPER_FINDER_START: PaperFinderSteps = { technology: null, type: null, size: null }

/** A size's URL segment: its label in lower case, other characters as hyphens. */
export const paperSizeSlug = (label: string): string =>
  label
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

const SIZE_SEGMENT = /^[a-z0-9](?:[a-z0-9-]{0,18}[a-z0-9])?$/

/** The path of a step (store-relative). */
export function paperFinderPath({ technology, type, size }: PaperFinderSteps): string {
  const steps = technology === null ? [] : type === null ? [technology] : size === null ? [technology, type] : [technology, type, size]
  return [PAPER_FINDER_PATH, ...steps].join('/')
}

export type PaperFinderRoute = { kind: 'finder'; steps: PaperFinderSteps } | { kind: 'redirect'; path: string } | { kind: 'not-found' }

const isTechnology = (value: string | undefined): value is PrinterTechnology => (PRINTER_TECHNOLOGIES as readonly (string | undefined)[]).includes(value)
const isPaperType = (value: string | undefined): value is PaperType => (PAPER_TYPES as readonly (string | undefined)[]).includes(value)

/** Reads a path's segments (store prefix removed) as the finder's steps, a 301 to its own path, or a 404. */
export function paperFinderRoute(segments: readonly string[]): PaperFinderRoute {
  const at = segments.indexOf(PAPER_FINDER_SEGMENT)
  if (segments.length < 2 || at < 0) return { kind: 'not-found' }
  const [technology, type, size, ...extra] = segments.slice(at + 1)
  if (extra.length > 0) return { kind: 'not-found' }
  let steps = PAPER_FINDER_START
  if (technology !== undefined) {
    if (!isTechnology(technology)) return { kind: 'not-found' }
    steps = { ...steps, technology }
  }
  if (type !== undefined) {
    if (!isPaperType(type) || !paperTypesFor(steps.technology as PrinterTechnology).includes(type)) return { kind: 'not-found' }
    steps = { ...steps, type }
  }
  if (size !== undefined) {
    if (!SIZE_SEGMENT.test(size)) return { kind: 'not-found' }
    steps = { ...steps, size }
  }
  const leading = segments.slice(0, at)
  return leading.length === 1 && leading[0] === 'paper' ? { kind: 'finder', steps } : { kind: 'redirect', path: paperFinderPath(steps) }
}
