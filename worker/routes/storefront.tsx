/**
 * @module
 * The shop's pages, mounted once per store view (at / and under each store's path prefix).
 */
import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { homeRoutes } from './home'

export function storefrontPages(): Hono<AppEnv> {
  return new Hono<AppEnv>().route('/', homeRoutes)
}
