/**
 * The German store view's seeded labels and category texts: complete, German, and with no pound
 * amount (the German store charges in euros).
 */
import { describe, expect, it } from 'vitest'
import { generateCatalogue } from '../generate-catalogue'
import { storeIdOf } from '../store/store-configs'

const seed = generateCatalogue({ products: 300 })
const german = storeIdOf('de')

/** English words of the default templates that German copy never needs. */
const ENGLISH_WORDS = /\b(the|and|your|our|with|delivery|cartridges?|printers?|coverage|genuine|compatible|reviews?|pages?|free)\b/i

const texts = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(texts) : value && typeof value === 'object' ? Object.values(value).flatMap(texts) : []

describe('the German store view’s category texts', () => {
  const rows = seed.category_store_texts

  it('give every category below the root a German row, and only the German store view', () => {
    const below = seed.categories.filter((c) => c.level > 1).map((c) => c.id)
    expect(rows.map((r) => r.category_id).sort()).toEqual(below.sort())
    expect(new Set(rows.map((r) => r.store_id))).toEqual(new Set([german]))
  })

  it('name the generic categories in German and leave brand, series and model names alone', () => {
    const byId = new Map(seed.categories.map((c) => [c.id, c]))
    const renamed = rows.filter((r) => r.name !== null).map((r) => [byId.get(r.category_id)?.name, r.name])
    expect(renamed).toEqual([
      ['Ink Cartridges', 'Tintenpatronen'],
      ['Toner Cartridges', 'Tonerkartuschen'],
      ['Label Tape', 'Schriftbänder'],
      ['3D Printer Filament', '3D-Drucker-Filament'],
      ['Paper', 'Papier'],
      ['Printers', 'Drucker'],
      ['A4 Paper', 'A4-Papier'],
      ['Photo Paper', 'Fotopapier'],
      ['Labels', 'Etiketten'],
      ['Dot Matrix', 'Nadeldrucker'],
      ['Inkjet', 'Tintenstrahldrucker'],
      ['Label', 'Etikettendrucker'],
      ['Laser', 'Laserdrucker'],
      ['Speciality', 'Spezialfilamente'],
    ])
    // Names: brands, series and models, and the filament materials German calls the same.
    const kept = rows.filter((r) => r.name === null).map((r) => byId.get(r.category_id)!)
    expect(kept.filter((c) => c.kind === 'section').map((c) => c.name)).toEqual(['PLA', 'PETG', 'ABS'])
  })

  it('are German, state no pound amount and keep to 155 characters of meta description', () => {
    for (const row of rows) {
      const own = texts([row.description, row.meta_title, row.meta_description, row.meta_keywords, row.extras])
      for (const text of own.map((t) => t.replaceAll('Cartridge Corner', ''))) {
        expect(text, `category ${row.category_id}`).not.toMatch(ENGLISH_WORDS)
        expect(text, `category ${row.category_id}`).not.toContain('£')
      }
      expect(row.meta_description?.length ?? 0).toBeLessThanOrEqual(156)
    }
  })

  it('word every text extension the default page has, and no other', () => {
    const TEXT_EXTRAS = ['title', 'titleList', 'additional_content', 'faq', 'printer_message', 'verdict_text', 'review_text']
    const byId = new Map(seed.categories.map((c) => [c.id, c]))
    for (const row of rows) {
      const defaults = byId.get(row.category_id)!.extras ?? {}
      const worded = TEXT_EXTRAS.filter((key) => defaults[key] !== undefined && defaults[key] !== '')
      expect(Object.keys(row.extras).sort(), `category ${row.category_id}`).toEqual(worded.sort())
    }
  })
})

describe('the German store view’s attribute labels', () => {
  it('label every attribute and option whose default label is a word', () => {
    const labelled = new Set(seed.attribute_labels.map((l) => l.attribute_code))
    expect(seed.attributes.filter((a) => !labelled.has(a.attribute_code)).map((a) => a.attribute_code)).toEqual(['bluetooth', 'near_field_communication_nfc'])
    const optionLabelled = new Set(seed.attribute_option_labels.map((l) => l.option_id))
    const unlabelled = seed.attribute_options.filter((o) => o.attribute_code !== 'specification_brand' && !optionLabelled.has(o.option_id)).map((o) => o.label)
    expect(unlabelled.sort()).toEqual(['6x4', 'A3', 'A3', 'A4', 'A4', 'A5', 'CE', 'Cyan', 'Ethernet', 'Filament', 'Gold', 'Magenta', 'Multipack', 'Orange', 'Software', 'UKCA', 'USB', 'WEEE'].sort())
  })
})

describe('the German store view’s product texts', () => {
  const rows = seed.product_store_texts

  it('give every product a German row with its name, bullets and meta data', () => {
    expect(rows.map((r) => r.product_id).sort((a, b) => a - b)).toEqual(seed.products.map((p) => p.id).sort((a, b) => a - b))
    for (const row of rows) {
      expect(row.store_id).toBe(german)
      expect(row.name, `product ${row.product_id}`).toMatch(/\S.{2,}/)
      expect(row.short_description, `product ${row.product_id}`).toMatch(/^<ul>/)
      expect(row.meta_title, `product ${row.product_id}`).toBe(`${row.name} | Cartridge Corner`)
    }
  })

  it('state no pound amount anywhere, their text extensions included', () => {
    for (const row of rows) expect(JSON.stringify(row), `product ${row.product_id}`).not.toContain('£')
  })

  it('name cartridges, multipacks and drums without an English word', () => {
    const typeIds = new Set(seed.attribute_options.filter((o) => o.attribute_code === 'specification_product_type' && ['Ink Cartridge', 'Toner Cartridge', 'Multipack', 'Drum Unit'].includes(o.label)).map((o) => o.option_id))
    const supplies = new Set(seed.product_attribute_values.filter((v) => v.attribute_code === 'specification_product_type' && typeIds.has(v.option_id)).map((v) => v.product_id))
    const names = rows.filter((r) => supplies.has(r.product_id)).map((r) => r.name!)
    expect(names.length).toBeGreaterThan(100)
    for (const name of names) expect(name).not.toMatch(/\b(Ink|Cartridge|Compatible|Remanufactured|High|Yield|Twin|Pack|Drum|Unit|Black|Yellow|Photo)\b/)
  })

  it('name the shop’s own paper in German, and keep manufacturers’ range names', () => {
    const skus = new Map(seed.products.map((p) => [p.id, p.sku]))
    const paper = rows.filter((r) => /^CC-(PAPER|PHOTO)-/.test(skus.get(r.product_id)!))
    expect(paper.length).toBeGreaterThan(3)
    for (const row of paper) expect(row.name).not.toMatch(/\b(Paper|Copier|Everyday|Photo|Gloss|Matt|Satin|Sheets|Box)\b/)
    const canon = rows.find((r) => /^CANON-PAPER-RED-LABEL/.test(skus.get(r.product_id)!))
    if (canon) expect(canon.name).toMatch(/^Canon Red Label Superior /)
  })

  it('word the yields shown on listing cards in German', () => {
    for (const row of rows) {
      for (const entry of (row.extras.yields as { yield_text: string }[] | undefined) ?? []) expect(entry.yield_text).toMatch(/^[\d.]+ Seiten bei 5 % Deckung$/)
    }
  })
})

describe('the German store view’s own titles and labels', () => {
  it('title a bundle option in German only where German names its colour differently', () => {
    const titles = new Map(seed.bundle_option_titles.map((t) => [t.option_id, t.title]))
    expect(seed.bundle_option_titles.length).toBeGreaterThan(0)
    for (const option of seed.bundle_options) {
      const german = titles.get(option.option_id)
      if (['Cyan', 'Magenta'].includes(option.title)) expect(german, option.title).toBeUndefined()
      else expect(german, option.title).toMatch(/^(Schwarz|Gelb|Fotoschwarz|Dreifarbig)$/)
    }
  })

  it('title every downloadable link, label every coupon and name the VAT in German', () => {
    const links = seed.product_texts.flatMap((t) => (Array.isArray(t.extras?.downloadable_product_links) ? (t.extras.downloadable_product_links as { title: string }[]) : []))
    expect(seed.downloadable_link_titles.map((t) => t.title)).toEqual(['Label Studio für Windows', 'Label Studio für macOS', 'Vorlagenpaket (800 Designs)'])
    expect(seed.downloadable_link_titles).toHaveLength(links.length)
    expect(seed.coupon_labels.map((l) => l.code)).toEqual(seed.coupons.map((c) => c.code))
    for (const row of [...seed.downloadable_link_titles, ...seed.coupon_labels, ...seed.tax_rate_titles, ...seed.bundle_option_titles]) {
      expect(row.store_id).toBe(german)
      expect('title' in row ? row.title : row.label).not.toMatch(/\b(for|off|your|order|offer|sale|code|Black|Yellow|VAT)\b/)
    }
    expect(seed.tax_rate_titles).toEqual([{ tax_code: 'VAT', store_id: german, title: 'MwSt.' }])
  })

  it('leave pictures without a label of their own and title product videos in German', () => {
    expect(seed.product_media.filter((m) => !m.video_url && m.label !== null)).toEqual([])
    const videos = seed.product_media.filter((m) => m.video_url)
    expect(seed.product_media_store_texts.map((t) => [t.product_id, t.position])).toEqual(videos.map((v) => [v.product_id, v.position]))
    for (const text of seed.product_media_store_texts) expect(text.video_title).toMatch(/^So richten Sie Ihren .+ ein$/)
  })

  it('name the manufacturer’s country in German and what a per-print price is per', () => {
    const byId = new Map(seed.product_texts.map((t) => [t.product_id, t.extras ?? {}]))
    for (const row of seed.product_store_texts) {
      const english = byId.get(row.product_id)!
      if (typeof english.manufacturer_address === 'string') {
        expect(row.extras.manufacturer_address).toBe(english.manufacturer_address.replace(/, United Kingdom$/, ', Vereinigtes Königreich'))
      }
      if (english.per_print_type) expect(row.extras.per_print_type).toMatch(/^pro (Seite|Etikett)$/)
    }
  })
})
