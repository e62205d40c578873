import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { GERMAN_STORE } from '../../shared/constants/stores'
import { testLoaderContext } from '../../test/loader-context'
import { seedCatalogue } from '../../test/seed-catalogue'
import { loadHomePage } from './home-page'

beforeAll(async () => {
  await seedCatalogue()
  // Marketing's HTML is outside input: the hero gets what an attacker would try.
  await env.DB.prepare("UPDATE cms_blocks SET content = content || ?1 WHERE identifier = 'home_hero'")
    .bind('<script>alert(1)</script><p onclick="alert(2)"><a href="javascript:alert(3)">Offer</a></p>')
    .run()
})

describe('home page loader', () => {
  it('loads the home blocks, made safe, without any request', async () => {
    const ctx = testLoaderContext()
    const { critical } = await loadHomePage(ctx)
    expect(critical.blocks.hero).toContain('<h2>Save up to 50% on ink and toner</h2>')
    expect(critical.blocks.hero).toContain('<p><a>Offer</a></p>')
    expect(critical.blocks.hero).not.toMatch(/script|onclick|javascript/)
    expect(critical.blocks.brands).toContain('<a href="/ink-cartridges/hp.html">HP</a>')
    expect(critical.blocks.promises).toContain('<strong>Free next day delivery</strong>')
    await ctx.settled()
  })

  it('gives a tile with its picture to each top category of the menu', async () => {
    const ctx = testLoaderContext()
    const { critical } = await loadHomePage(ctx)
    expect(critical.categories.map((c) => [c.name, c.path, c.imageUrl])).toEqual([
      ['Ink Cartridges', '/ink-cartridges.html', '/img/category/ink-cartridges.png'],
      ['Toner Cartridges', '/toner-cartridges.html', '/img/category/toner-cartridges.png'],
      ['Label Tape', '/label-tape.html', '/img/category/label-tape.png'],
      ['3D Printer Filament', '/3d-printer-filament.html', '/img/category/3d-printer-filament.png'],
      ['Paper', '/paper.html', '/img/category/paper.png'],
      ['Printers', '/printers.html', '/img/category/printers.png'],
    ])
    await ctx.settled()
  })

  it('keeps the blocks’ shop links in the German store', async () => {
    const ctx = testLoaderContext(GERMAN_STORE)
    const { critical } = await loadHomePage(ctx)
    expect(critical.blocks.brands).toContain('<a href="/de/ink-cartridges/hp.html">HP</a>')
    expect(critical.blocks.hero).toContain('href="/de/ink-cartridges.html"')
    await ctx.settled()
  })

  it('leaves out a block the back end does not have, and still answers', async () => {
    await env.DB.prepare("UPDATE cms_blocks SET is_active = 0 WHERE identifier = 'home_usps'").run()
    const ctx = testLoaderContext()
    await ctx.cache.purge('cmsBlocks')
    const { critical } = await loadHomePage(ctx)
    expect(critical.blocks.promises).toBeNull()
    expect(critical.blocks.hero).toContain('Save up to 50%')
    await ctx.settled()
  })
})
