/**
 * Loads the deterministic seed catalogue into the test's D1 (each test file has its own database).
 * Small by default, so a file seeds in well under a second.
 */
import { env } from 'cloudflare:test'
import { generateCatalogue } from '../backend/seed/generate-catalogue'
import { seedDay } from '../backend/seed/common/seed-calendar'
import { seedStatements } from '../backend/db/seed-sql'

export const TEST_CATALOGUE_PRODUCTS = 300

/**
 * The catalogue's statements by size and day, kept on the runtime's global object: the test files of
 * a pool worker share one runtime and each evaluates this module afresh (test/fresh-shop.ts), and
 * the catalogue is the same for the same size and day, so it is generated once per run (about
 * 150 ms each time a file seeds) rather than once per file. The statements are plain strings.
 */
const generated: Map<string, readonly string[]> = ((globalThis as { __seedStatements?: Map<string, readonly string[]> }).__seedStatements ??= new Map())

/** `today` fixes the seeding day for a test that reads seeded dates; by default it is today, as in the shop. */
export async function seedCatalogue(products = TEST_CATALOGUE_PRODUCTS, today?: string): Promise<void> {
  const day = today ?? seedDay(Date.now())
  const key = `${products}:${day}`
  let statements = generated.get(key)
  if (!statements) {
    statements = seedStatements(generateCatalogue({ products, today: day }))
    generated.set(key, statements)
  }
  await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)))
}
