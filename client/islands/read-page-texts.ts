import { ISLAND_TEXTS_ATTRIBUTE } from './island-texts-attribute'
import { loadIslandTexts } from './load-island-texts'

/**
 * The texts a `PageTexts` script holds, by catalogue key: from the locale's file it names, or from
 * itself; null when there is no such script or it cannot be read.
 */
export async function readPageTexts(script: Element | null): Promise<Readonly<Record<string, string>> | null> {
  if (!script) return null
  const file = script.getAttribute(ISLAND_TEXTS_ATTRIBUTE)
  try {
    if (file) return await loadIslandTexts(file)
    const parsed: unknown = JSON.parse(script.textContent ?? 'null')
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, string>) : null
  } catch {
    return null
  }
}
