/**
 * @module
 * Dates for seed rows, as day numbers from a fixed origin: the catalogue's history (when products
 * were created, when reviews were written) never changes from one run to the next. Dates that look
 * ahead (restock dates, running offers, holidays) follow the seeding day instead: `seed-calendar.ts`.
 */
import type { Random } from './random'

const DAY_MS = 86_400_000
const ORIGIN = Date.UTC(2024, 0, 1)

/** 'YYYY-MM-DD' of a day number counted from 2024-01-01. */
export function dayToIso(day: number): string {
  return new Date(ORIGIN + day * DAY_MS).toISOString().slice(0, 10)
}

export function isoToDay(iso: string): number {
  return Math.round((Date.parse(`${iso}T00:00:00Z`) - ORIGIN) / DAY_MS)
}

/** A timestamp between two dates (inclusive), e.g. '2025-03-14T09:30:00Z'. */
export function timestampBetween(random: Random, from: string, to: string): string {
  const day = random.int(isoToDay(from), isoToDay(to))
  const minutes = random.int(7 * 60, 21 * 60)
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0')
  const mm = String(minutes % 60).padStart(2, '0')
  const ss = String(random.int(0, 59)).padStart(2, '0')
  return `${dayToIso(day)}T${hh}:${mm}:${ss}Z`
}

export function dateBetween(random: Random, from: string, to: string): string {
  return dayToIso(random.int(isoToDay(from), isoToDay(to)))
}
