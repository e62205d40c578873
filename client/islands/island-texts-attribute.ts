/** On an island's element: the file its `texts` prop comes from (`island.tsx`, `hydrate.ts`). */
export const ISLAND_TEXTS_ATTRIBUTE = 'data-island-texts'
