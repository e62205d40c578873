/**
 * @module
 * Recognising a condition option by its label in any store view's language (the lists are in
 * shared/constants/condition-labels.ts).
 */

/** Whether an option's label is one of `labels`, ignoring case and surrounding spaces. */
export function isConditionLabel(label: string | null | undefined, labels: readonly string[]): boolean {
  const wanted = label?.trim().toLowerCase()
  return wanted !== undefined && wanted !== '' && labels.some((known) => known.toLowerCase() === wanted)
}
