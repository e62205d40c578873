/**
 * @module
 * Fetches the locale's file of island texts (`island-texts.ts`) once per page, for every island
 * that names it. A failed fetch is forgotten, so the next island tries again; one that is missing
 * (a page open across a deploy, whose hashed file is gone) fails as a missing chunk does, which
 * reloads the page (`chunk-reload.ts`).
 */
import { HashedFileMissing } from '../platform/chunk-reload'

const files = new Map<string, Promise<Record<string, string>>>()

async function fetchTexts(url: string): Promise<Record<string, string>> {
  const response = await fetch(url)
  if (!response.ok) throw new HashedFileMissing(url, response.status)
  const texts: unknown = await response.json()
  if (texts === null || typeof texts !== 'object') throw new HashedFileMissing(url, response.status)
  return texts as Record<string, string>
}

export function loadIslandTexts(url: string): Promise<Record<string, string>> {
  let file = files.get(url)
  if (!file) {
    file = fetchTexts(url)
    files.set(url, file)
    file.catch(() => files.delete(url))
  }
  return file
}
