import { beforeAll, describe, expect, it } from 'vitest'
import { testLoaderContext } from '../../test/loader-context'
import { seedCatalogue } from '../../test/seed-catalogue'
import { contentPageView, loadContentPage } from './content-page'

beforeAll(() => seedCatalogue())

describe('content page loader', () => {
  it('loads a CMS page by identifier, without any request, and maps it to what the page shows', async () => {
    const ctx = testLoaderContext()
    const page = await loadContentPage(ctx, 'aboutus')
    expect(page).toEqual({
      critical: {
        title: 'About Us | Cartridge Corner',
        heading: 'About Cartridge Corner',
        description: 'A Leeds-based printer supplies specialist shipping ink, toner, paper and printers across the UK since 2009.',
      },
      deferred: {},
    })
    await ctx.settled()
  })

  it('answers null for a page the back end does not have, so the route can 404', async () => {
    const ctx = testLoaderContext()
    expect(await loadContentPage(ctx, 'no-such-page')).toBeNull()
    await ctx.settled()
  })

  it('falls back from meta title to title to the given name, and prefers the content heading', () => {
    const page = { title: null, meta_title: null, meta_description: null, content_heading: null }
    expect(contentPageView(page, 'aboutus')).toEqual({ title: 'aboutus', heading: 'aboutus', description: null })
    expect(contentPageView({ ...page, title: 'About us' }, 'x')).toEqual({ title: 'About us', heading: 'About us', description: null })
    expect(contentPageView({ ...page, title: 'About us', meta_title: 'About Cartridge Corner', content_heading: 'Who we are' }, 'x')).toEqual({
      title: 'About Cartridge Corner',
      heading: 'Who we are',
      description: null,
    })
  })
})
