import { describe, expect, it } from 'vitest'
import { parseImageFile, productImageSvg } from './product-image'

describe('product pictures', () => {
  it('reads the SKU, picture number and format from the file name', () => {
    expect(parseImageFile('product/hp-963xl-bk.png')).toEqual({ sku: 'hp-963xl-bk', variant: 1, format: 'png' })
    expect(parseImageFile('product/hp-963xl-bk-2.png')).toEqual({ sku: 'hp-963xl-bk', variant: 2, format: 'png' })
    expect(parseImageFile('product/hp-963xl-bk-2.svg')).toEqual({ sku: 'hp-963xl-bk', variant: 2, format: 'svg' })
  })

  it('refuses paths that are not product pictures', () => {
    for (const file of ['product/../secret.svg', 'product/x.gif', 'other/x.svg', 'product/.png', 'product/<script>.svg']) {
      expect(parseImageFile(file), file).toBeNull()
    }
  })

  it('draws the same picture for the same product and escapes its text', () => {
    const subject = { sku: 'X-1', name: 'Tom & Jerry <script>alert(1)</script> Black Ink', colour: 'Black', productType: 'Ink Cartridge' }
    const svg = productImageSvg(subject, 1)
    expect(productImageSvg(subject, 1)).toBe(svg)
    expect(svg).not.toContain('<script>')
    expect(svg).toContain('Tom &amp; Jerry &lt;script&gt;')
    expect(svg).toContain('fill="#1f2328"')
  })
})
