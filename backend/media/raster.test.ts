import { describe, expect, it } from 'vitest'
import { productParts } from './product-image'
import { rasterize } from './raster'

const yellowCartridge = { sku: 'EPSON-603XL-Y', name: 'Epson 603XL Yellow', colour: 'Yellow', productType: 'Ink Cartridge' }
const YELLOW = [242, 194, 0]
const PAPER = [248, 249, 250]

describe('a raster product picture', () => {
  it('paints the shape in the product’s colour over the background, at the size asked for', () => {
    const { background, parts } = productParts(yellowCartridge, 1)
    const { palette, pixels } = rasterize(background, parts, 400, 400)
    const at = (x: number, y: number) => palette[pixels[y * 400 + x]!]
    expect(pixels).toHaveLength(400 * 400)
    expect(at(0, 0)).toEqual(PAPER)
    // The ink window of the cartridge (x 150-250, y 135-245, centred in the picture) is the product's colour.
    expect(at(200, 190)).toEqual(YELLOW)
    // Its body around the window, and the rounded corner of the body left as background.
    expect(at(140, 190)).toEqual([52, 58, 64])
    expect(at(130, 105)).toEqual(PAPER)
    expect(at(131, 125)).toEqual([52, 58, 64])
  })

  it('fits the drawing into a tall picture and centres it, as an SVG’s viewBox would', () => {
    const { background, parts } = productParts(yellowCartridge, 1)
    const { palette, pixels } = rasterize(background, parts, 200, 300)
    const at = (x: number, y: number) => palette[pixels[y * 200 + x]!]
    // Scale 0.5, moved down by 50: the window's centre (200, 190) lands at (100, 145).
    expect(at(100, 145)).toEqual(YELLOW)
    expect(at(100, 40)).toEqual(PAPER)
  })

  it('tells a product’s second picture from its first, and draws the same picture every time', () => {
    const first = productParts(yellowCartridge, 1)
    const second = productParts(yellowCartridge, 2)
    expect(rasterize(second.background, second.parts, 100, 100).pixels).not.toEqual(rasterize(first.background, first.parts, 100, 100).pixels)
    expect(rasterize(first.background, first.parts, 100, 100)).toEqual(rasterize(first.background, first.parts, 100, 100))
  })
})
