/**
 * @module
 * Copy of the listing pages: descriptions, meta tags and the shop's category extensions (title,
 * titleList, faq, printer_message, ...) by the field names of the extension SDL.
 */
import { BRANDS, type BrandKey } from '../catalogue/brands'
import { displayCode } from '../catalogue/cartridge-codes'
import { COLOURS } from '../catalogue/colours'
import type { Family } from '../catalogue/printer-lines'
import type { CategoryRow } from '../common/rows'
import { listInWords, paragraphs } from '../common/text'

type Content = Pick<CategoryRow, 'description' | 'meta_title' | 'meta_description' | 'meta_keywords'> & { extras: Record<string, unknown> }

const SHOP = 'Cartridge Corner'
type Faq = { question: string; answer: string }

const techWord = (technology: Family['technology']) => (technology === 'ink' ? 'Ink Cartridges' : 'Toner Cartridges')

/** Common extension fields of a listing page. */
function baseExtras(title: string, titleList: string[], hidden: boolean, additional: string): Record<string, unknown> {
  return { title, titleList, is_hidden_in_nav: hidden, additional_content: additional }
}

const TOP_COPY: Record<string, { intro: string; more: string; keywords: string }> = {
  'ink-cartridges': {
    intro: 'Genuine and compatible ink cartridges for every popular inkjet printer, from HP, Canon, Epson, Brother and Lexmark. Order by 4pm for next working day delivery, free on orders over £30.',
    more: 'Not sure which cartridge you need? Use the printer search to find every cartridge that fits your model, or look for the model number on the front or top of your printer.',
    keywords: 'ink cartridges, printer ink, compatible ink, genuine ink, XL ink',
  },
  'toner-cartridges': {
    intro: 'Toner cartridges and drum units for mono and colour laser printers, in standard and high yield. Every own-brand toner is covered by our 3-year guarantee.',
    more: 'High yield toners cost more up front but print far more pages, so the cost per page is lower. Look for the per-page price on each product.',
    keywords: 'toner cartridges, laser toner, compatible toner, drum unit',
  },
  'label-tape': {
    intro: 'Laminated label tapes for Brother P-touch and Dymo label makers, in every width and colour, genuine and compatible.',
    more: 'Laminated tapes resist water, heat and fading, so labels stay readable on cables, shelves and outdoor equipment.',
    keywords: 'label tape, TZe tape, Dymo D1, P-touch tape',
  },
  '3d-printer-filament': {
    intro: 'PLA, PETG, ABS and speciality filaments on 1kg spools, wound tight and vacuum sealed with a desiccant pack.',
    more: 'Most desktop 3D printers take 1.75mm filament. Check your printer manual before ordering 2.85mm.',
    keywords: '3d printer filament, PLA, PETG, ABS, 1.75mm filament',
  },
  paper: {
    intro: 'Copier paper, photo paper and labels in A4, A3 and A5, from everyday 75gsm to heavyweight presentation card.',
    more: 'Heavier paper (gsm) feels more substantial and shows less ink through the sheet: 80gsm suits everyday printing, 100gsm and above suits reports and letters.',
    keywords: 'printer paper, A4 paper, photo paper, labels, copier paper',
  },
  printers: {
    intro: 'Inkjet, laser, label and dot matrix printers for home, office and business, new and professionally refurbished.',
    more: 'Every printer is dispatched from our UK warehouse. Refurbished printers are tested, cleaned and come with a 1-year warranty.',
    keywords: 'printers, inkjet printer, laser printer, all-in-one printer, refurbished printers',
  },
}

export function topCategoryContent(name: string, urlKey: string): Content {
  const copy = TOP_COPY[urlKey] ?? { intro: `${name} at low prices with free next day delivery over £30.`, more: '', keywords: name.toLowerCase() }
  return {
    description: paragraphs(copy.intro),
    meta_title: `${name} | ${SHOP}`,
    meta_description: copy.intro.slice(0, 155),
    meta_keywords: copy.keywords,
    extras: baseExtras(name, [name], false, paragraphs(copy.more)),
  }
}

export function sectionContent(name: string, parentName: string): Content {
  const intro = `${name} in our ${parentName.toLowerCase()} range, with next working day delivery and free delivery on orders over £30.`
  return {
    description: paragraphs(intro),
    meta_title: `${name} | ${parentName} | ${SHOP}`,
    meta_description: intro,
    meta_keywords: `${name.toLowerCase()}, ${parentName.toLowerCase()}`,
    extras: baseExtras(name, [name], false, ''),
  }
}

function brandFaq(brand: BrandKey, what: string): Faq[] {
  const name = BRANDS[brand].name
  return [
    {
      question: `Are your compatible ${name} ${what.toLowerCase()} as good as the originals?`,
      answer: `Our own-brand ${what.toLowerCase()} are made to ISO quality standards and tested in ${name} printers. They carry a 3-year guarantee with free returns, so if one ever lets you down we will replace it or refund you.`,
    },
    {
      question: `Will using a compatible cartridge void my ${name} printer warranty?`,
      answer: `No. Under UK consumer law a manufacturer cannot refuse a warranty claim just because you used third-party supplies. In the rare case a compatible cartridge damaged a printer, our guarantee covers it.`,
    },
    {
      question: `How do I find the right ${name} ${what.toLowerCase()}?`,
      answer: `Search for your printer model at the top of the page. The model number is usually printed on the front or top of the printer, for example on the control panel or the scanner lid.`,
    },
    {
      question: 'When will my order arrive?',
      answer: 'Orders placed before 4pm on a working day are dispatched the same day for next working day delivery. Delivery is free on orders over £30.',
    },
  ]
}

export function brandContent(brand: BrandKey, what: string): Content {
  const name = BRANDS[brand].name
  const title = `${name} ${what}`
  const intro = `Genuine ${name} ${what.toLowerCase()} and our own compatible alternatives, which save up to 50% and are covered by a 3-year guarantee.`
  return {
    description: paragraphs(intro, `Choose your ${name} printer range below, or search for your exact model to see every cartridge that fits.`),
    meta_title: `${title} | Genuine & Compatible | ${SHOP}`,
    meta_description: `${intro} Free next day delivery over £30.`,
    meta_keywords: `${name.toLowerCase()} ${what.toLowerCase()}, compatible ${name.toLowerCase()}, genuine ${name.toLowerCase()}`,
    extras: {
      ...baseExtras(title, [name, what], false, paragraphs(`${name} printers are among the best sellers in the UK, and we stock supplies for current and older models alike.`)),
      faq: brandFaq(brand, what),
      verdict_text: `Genuine ${name} supplies give the manufacturer's quality; our compatibles give the same page yield or more at around half the price.`,
    },
  }
}

export function printerBrandContent(brand: BrandKey): Content {
  const name = BRANDS[brand].name
  const title = `${name} Printers`
  const intro = `${name} printers for home and office, new and refurbished, with free next day delivery over £30.`
  return {
    description: paragraphs(intro),
    meta_title: `${title} | ${SHOP}`,
    meta_description: intro,
    meta_keywords: `${name.toLowerCase()} printers, ${name.toLowerCase()} printer`,
    extras: {
      ...baseExtras(title, [name, 'Printers'], false, ''),
      faq: [
        { question: `Do ${name} printers come with a warranty?`, answer: `New ${name} printers carry the manufacturer's warranty (at least 12 months). Refurbished printers come with our 1-year warranty.` },
        { question: 'Do you deliver printers next day?', answer: 'Most printers ship the same working day when ordered by 4pm. Some larger models come direct from the manufacturer in 2 to 4 working days.' },
      ],
    },
  }
}

const coloursOf = (family: Family) => [...new Set(family.cartridges.map((c) => COLOURS[c.colour].label))]
const codesOf = (family: Family) => [...new Set(Object.values(family.packs).map((p) => displayCode(family.brand, p)))]

export function seriesContent(family: Family): Content {
  const brand = BRANDS[family.brand].name
  const what = techWord(family.technology)
  const title = `${brand} ${family.seriesName} ${what}`
  const intro = `${what} for the ${brand} ${family.seriesName} printers: ${listInWords(codesOf(family))} in ${listInWords(coloursOf(family)).toLowerCase()}.`
  return {
    description: paragraphs(intro, `Pick your model below to see the cartridges that fit it, or buy a multipack to save on a full set.`),
    meta_title: `${title} | ${SHOP}`,
    meta_description: intro,
    meta_keywords: `${brand.toLowerCase()} ${family.seriesName.toLowerCase()} ${what.toLowerCase()}`,
    extras: baseExtras(title, [`${brand} ${family.seriesName}`, what], false, ''),
  }
}

export function modelContent(family: Family, modelName: string, hasPrinterProduct: boolean): Content {
  const what = techWord(family.technology)
  const codes = listInWords(codesOf(family))
  const colours = listInWords(coloursOf(family))
  const title = `${modelName} ${what}`
  const xl = family.packs.xl && family.packs.standard
  const faq: Faq[] = [
    { question: `Which ${what.toLowerCase()} does the ${modelName} use?`, answer: `The ${modelName} uses ${codes} cartridges in ${colours.toLowerCase()}.` },
    ...(xl
      ? [
          {
            question: `What is the difference between ${displayCode(family.brand, family.packs.standard ?? '')} and ${displayCode(family.brand, family.packs.xl ?? '')}?`,
            answer: 'The high yield (XL) cartridges hold more and print more pages, so each page costs less. Both fit the same printer.',
          },
        ]
      : []),
    {
      question: `Can I use compatible cartridges in my ${modelName}?`,
      answer: family.hasAlternatives
        ? `Yes. Our compatible cartridges for the ${modelName} are tested in the printer and covered by a 3-year guarantee with free returns.`
        : `Not yet: the ${modelName} takes new chipped cartridges for which no reliable compatible is available. We stock the genuine cartridges.`,
    },
    { question: 'How many pages will a cartridge print?', answer: 'Each product shows its page yield, measured to the ISO standard at 5% coverage on A4. Photos and heavy graphics use more.' },
  ]
  const intro = `Every ${what.toLowerCase().replace(/s$/, '')} that fits the ${modelName}: genuine ${codes}${family.hasAlternatives ? ' and our compatible alternatives' : ''}.`
  return {
    description: paragraphs(intro),
    meta_title: `${title} | Genuine & Compatible | ${SHOP}`,
    meta_description: `${intro} Free next day delivery over £30.`,
    meta_keywords: `${modelName.toLowerCase()} ${what.toLowerCase()}, ${modelName.toLowerCase()} ${family.technology}`,
    extras: {
      ...baseExtras(title, [modelName, what], true, ''),
      printer_message: `These cartridges fit your ${modelName}`,
      printer_as_product: hasPrinterProduct,
      faq,
      verdict_text: family.hasAlternatives
        ? `For the lowest cost per page in the ${modelName}, choose the XL compatibles; for the manufacturer's own ink, choose genuine ${codes}.`
        : `Genuine ${codes} cartridges are the reliable choice for the ${modelName}.`,
    },
  }
}
