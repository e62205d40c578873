/**
 * @module
 * robots.txt and the sitemap.
 */
import { Hono } from 'hono'
import type { AppEnv } from '../env'

export const seoRoutes = new Hono<AppEnv>()
