/**
 * @module
 * What a category's generated picture shows: the category that names the file as its `image`.
 */
import type { Database } from './database'

export type CategoryImageSubject = { name: string; urlKey: string }

/** The category whose image is `file` (`category/<url_key>.png`), or null when none is. */
export async function findCategoryImageSubject(db: Database, file: string): Promise<CategoryImageSubject | null> {
  const row = await db.prepare('SELECT name, url_key AS urlKey FROM categories WHERE image = ?1 LIMIT 1').bind(file).first<CategoryImageSubject>()
  return row ?? null
}
