/**
 * @module
 * The vocabulary both drawings of a product picture share: `product-image.ts` composes parts, and
 * draws them as SVG; `raster.ts` paints the same parts into pixels.
 */

/** One flat piece of a picture, in the 400 × 400 drawing space. */
export type Part =
  | { kind: 'rect'; x: number; y: number; width: number; height: number; radius?: number; fill: string; stroke?: string; strokeWidth?: number }
  | { kind: 'circle'; cx: number; cy: number; r: number; fill: string }
