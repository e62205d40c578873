import { beforeAll, describe, expect, it } from 'vitest'
import { testLoaderContext } from '../../test/loader-context'
import { seedCatalogue } from '../../test/seed-catalogue'
import { contentPageView, loadContentPage } from './content-page'

beforeAll(() => seedCatalogue())

describe('content page loader', () => {
  it('loads a CMS page by identifier, without any request, and maps it to what the page shows', async () => {
    const ctx = testLoaderContext()
    const page = await loadContentPage(ctx, 'aboutus', 'https://shop.test')
    expect(page).toMatchObject({
      critical: {
        identifier: 'aboutus',
        title: 'About Us | Cartridge Corner',
        heading: 'About Cartridge Corner',
        description: 'A Leeds-based printer supplies specialist shipping ink, toner, paper and printers across the UK since 2009.',
        keywords: 'about cartridge corner',
      },
      deferred: {},
    })
    // The content, made safe: its own headings below the page's, as the back end wrote them.
    expect(page!.critical.html).toMatch(/^<p>Cartridge Corner started in 2009/)
    expect(page!.critical.html).toContain('<h2>What we do</h2>')
    await ctx.settled()
  })

  it('answers null for a page the back end does not have, so the route can 404', async () => {
    const ctx = testLoaderContext()
    expect(await loadContentPage(ctx, 'no-such-page', 'https://shop.test')).toBeNull()
    await ctx.settled()
  })

  it('falls back from meta title to title to the given name, and prefers the content heading', () => {
    const page = { title: null, meta_title: null, meta_description: null, meta_keywords: null, content_heading: null }
    expect(contentPageView(page, 'aboutus')).toMatchObject({ title: 'aboutus', heading: 'aboutus', description: null })
    expect(contentPageView({ ...page, title: 'About us' }, 'x')).toMatchObject({ title: 'About us', heading: 'About us', description: null })
    expect(contentPageView({ ...page, title: 'About us', meta_title: 'About Cartridge Corner', content_heading: 'Who we are' }, 'x')).toMatchObject({
      title: 'About Cartridge Corner',
      heading: 'Who we are',
      description: null,
    })
  })
})
