/**
 * @module
 * Every island by name, for the server: it renders them synchronously inside `<Island>`.
 * The browser never imports this file; it loads each island lazily through `registry.ts`.
 */
import type { ComponentType } from 'react'
import { CartCount } from './cart-count'

export const islandComponents = {
  'cart-count': CartCount,
} as const

export type IslandName = keyof typeof islandComponents
export type IslandProps<N extends IslandName> =
  (typeof islandComponents)[N] extends ComponentType<infer P> ? P : never
