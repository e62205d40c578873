/**
 * Loads the deterministic seed catalogue into the test's D1 (each test file has its own database).
 * Small by default, so a file seeds in well under a second.
 */
import { env } from 'cloudflare:test'
import { generateCatalogue } from '../backend/seed/generate-catalogue'
import { seedStatements } from '../backend/db/seed-sql'

export const TEST_CATALOGUE_PRODUCTS = 300

/** `today` fixes the seeding day for a test that reads seeded dates; by default it is today, as in the shop. */
export async function seedCatalogue(products = TEST_CATALOGUE_PRODUCTS, today?: string): Promise<void> {
  const statements = seedStatements(generateCatalogue({ products, ...(today ? { today } : {}) }))
  await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)))
}
