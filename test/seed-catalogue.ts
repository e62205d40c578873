/**
 * Loads the deterministic seed catalogue into the test's D1 (each test file has its own database).
 * Small by default, so a file seeds in well under a second.
 */
import { env } from 'cloudflare:test'
import { generateCatalogue } from '../backend/seed/generate-catalogue'
import { seedStatements } from '../backend/db/seed-sql'

export const TEST_CATALOGUE_PRODUCTS = 300

export async function seedCatalogue(products = TEST_CATALOGUE_PRODUCTS): Promise<void> {
  const statements = seedStatements(generateCatalogue({ products }))
  await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)))
}
