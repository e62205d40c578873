/**
 * @module
 * The browser bundle's entry: hydrate the islands the server marked and start the shell's
 * behaviours. Kept small: islands are lazy chunks and the rest of the page is plain server HTML.
 */
import { hydrateIslands } from './islands/hydrate'

void hydrateIslands(document)
