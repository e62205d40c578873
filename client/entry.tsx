/**
 * @module
 * The browser bundle's entry: hydrate the islands the server marked. Kept tiny, since islands
 * are lazy chunks and everything else on the page is plain server HTML.
 */
import { hydrateIslands } from './islands/hydrate'

void hydrateIslands(document)
