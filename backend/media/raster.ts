/**
 * @module
 * A picture's flat parts (product-image.ts) as pixels: the part of the drawing in view (all of its
 * 400 × 400 by default) fitted into the size asked for and centred, as an SVG's viewBox would be,
 * one palette entry per colour.
 */
import type { Rgb } from './png'
import type { Part } from './picture-part'

/** A window on the drawing, in its units. */
export type View = { x: number; y: number; width: number; height: number }
const WHOLE_DRAWING: View = { x: 0, y: 0, width: 400, height: 400 }

function rgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16)
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff]
}

/** Whether the point lies in the rectangle with rounded corners (radius 0: square ones). */
function inRoundedRect(x: number, y: number, left: number, top: number, width: number, height: number, radius: number): boolean {
  if (x < left || x > left + width || y < top || y > top + height) return false
  if (radius <= 0) return true
  const nearestX = Math.min(Math.max(x, left + radius), left + width - radius)
  const nearestY = Math.min(Math.max(y, top + radius), top + height - radius)
  return (x - nearestX) ** 2 + (y - nearestY) ** 2 <= radius ** 2
}

type Area = { left: number; top: number; right: number; bottom: number; contains: (x: number, y: number) => boolean }

/** The areas a part paints, in order, each with its colour (a stroked rectangle is its edge, then its inside). */
function areasOf(part: Part): { colour: string; area: Area }[] {
  if (part.kind === 'circle') {
    const { cx, cy, r } = part
    return [{ colour: part.fill, area: { left: cx - r, top: cy - r, right: cx + r, bottom: cy + r, contains: (x, y) => (x - cx) ** 2 + (y - cy) ** 2 <= r * r } }]
  }
  const rect = (grow: number, colour: string) => {
    const left = part.x - grow
    const top = part.y - grow
    const width = part.width + 2 * grow
    const height = part.height + 2 * grow
    const radius = Math.max(0, (part.radius ?? 0) + grow)
    return { colour, area: { left, top, right: left + width, bottom: top + height, contains: (x: number, y: number) => inRoundedRect(x, y, left, top, width, height, radius) } }
  }
  const half = part.stroke ? (part.strokeWidth ?? 1) / 2 : 0
  return part.stroke ? [rect(half, part.stroke), rect(-half, part.fill)] : [rect(0, part.fill)]
}

/** The parts over `background` at `width` × `height`: a palette and one index a pixel, row by row. */
export function rasterize(background: string, parts: readonly Part[], width: number, height: number, view: View = WHOLE_DRAWING): { palette: Rgb[]; pixels: Uint8Array } {
  const colours = [background]
  const indexOf = (colour: string) => {
    const known = colours.indexOf(colour)
    return known >= 0 ? known : colours.push(colour) - 1
  }
  const scale = Math.min(width / view.width, height / view.height)
  // Where the drawing's origin lands, in pixels: the view centred in the picture.
  const offsetX = (width - view.width * scale) / 2 - view.x * scale
  const offsetY = (height - view.height * scale) / 2 - view.y * scale
  // Every pixel starts as the background (palette entry 0).
  const pixels = new Uint8Array(width * height)
  for (const part of parts) {
    for (const { colour, area } of areasOf(part)) {
      const index = indexOf(colour)
      const fromX = Math.max(0, Math.floor(offsetX + area.left * scale))
      const toX = Math.min(width - 1, Math.ceil(offsetX + area.right * scale))
      const fromY = Math.max(0, Math.floor(offsetY + area.top * scale))
      const toY = Math.min(height - 1, Math.ceil(offsetY + area.bottom * scale))
      for (let py = fromY; py <= toY; py++) {
        // Each pixel is painted when its centre, in drawing units, lies in the area.
        const y = (py + 0.5 - offsetY) / scale
        for (let px = fromX; px <= toX; px++) {
          if (area.contains((px + 0.5 - offsetX) / scale, y)) pixels[py * width + px] = index
        }
      }
    }
  }
  return { palette: colours.map(rgb), pixels }
}
