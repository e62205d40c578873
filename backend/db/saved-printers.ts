/**
 * @module
 * The printers a customer saved ("my printers"): printer-model categories, each on or off.
 */
import type { Database } from './database'

export type SavedPrinterRecord = { category_id: number; is_active: number; name: string; url_path: string }

/** A customer's saved printers with their category's name and path, oldest first. */
export async function findSavedPrinters(db: Database, customerId: number): Promise<SavedPrinterRecord[]> {
  const { results } = await db
    .prepare('SELECT s.category_id, s.is_active, c.name, c.url_path FROM saved_printers s JOIN categories c ON c.id = s.category_id WHERE s.customer_id = ?1 ORDER BY s.created_at')
    .bind(customerId)
    .all<SavedPrinterRecord>()
  return results
}

/** Saves a printer, or switches a saved one on or off, in one statement. */
export async function savePrinter(db: Database, printer: { customer_id: number; category_id: number; is_active: boolean; created_at: string }): Promise<void> {
  await db
    .prepare(
      `INSERT INTO saved_printers (customer_id, category_id, is_active, created_at) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (customer_id, category_id) DO UPDATE SET is_active = excluded.is_active`,
    )
    .bind(printer.customer_id, printer.category_id, printer.is_active ? 1 : 0, printer.created_at)
    .run()
}
