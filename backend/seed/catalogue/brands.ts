/**
 * @module
 * The brands the shop sells, with their `specification_brand` option ids (fixed: the front end
 * knows HP 1831, Brother 1853 and the shop's own brand 1991) and the manufacturer details that
 * product safety rules ask a UK shop to show.
 */

export type BrandKey = 'brother' | 'canon' | 'epson' | 'hp' | 'dymo' | 'kyocera' | 'lexmark' | 'oki' | 'xerox' | 'own'

export type Brand = {
  key: BrandKey
  name: string
  optionId: number
  /** SKU prefix of the brand's products. */
  skuPrefix: string
  urlKey: string
  /** SPEC §9: Brother, Canon, Epson and HP are the popular printer brands. */
  popular: boolean
  manufacturer: string
  address: string
  /** The brand's free take-back scheme for empties, if it runs one. */
  returnProgram?: string
}

export const OWN_BRAND_OPTION_ID = 1991

export const BRANDS: Record<BrandKey, Brand> = {
  brother: {
    key: 'brother',
    name: 'Brother',
    optionId: 1853,
    skuPrefix: 'BROTHER',
    urlKey: 'brother',
    popular: true,
    manufacturer: 'Brother UK Ltd',
    address: 'Shepley Street, Audenshaw, Manchester, M34 5JD, United Kingdom',
    returnProgram: 'Send your empty Brother cartridges back free of charge through the Brother Cartridge Collection Scheme: request a prepaid returns label at brother.co.uk/recycle.',
  },
  canon: {
    key: 'canon',
    name: 'Canon',
    optionId: 1836,
    skuPrefix: 'CANON',
    urlKey: 'canon',
    popular: true,
    manufacturer: 'Canon (UK) Ltd',
    address: '4 Roundwood Avenue, Stockley Park, Uxbridge, UB11 1AF, United Kingdom',
  },
  epson: {
    key: 'epson',
    name: 'Epson',
    optionId: 1842,
    skuPrefix: 'EPSON',
    urlKey: 'epson',
    popular: true,
    manufacturer: 'Epson (UK) Ltd',
    address: 'Westside, London Road, Hemel Hempstead, HP3 9TD, United Kingdom',
  },
  hp: {
    key: 'hp',
    name: 'HP',
    optionId: 1831,
    skuPrefix: 'HP',
    urlKey: 'hp',
    popular: true,
    manufacturer: 'HP Inc UK Ltd',
    address: 'Earley West, 300 Thames Valley Park Drive, Reading, RG6 1PT, United Kingdom',
    returnProgram: 'Return your empty HP cartridges free of charge through HP Planet Partners: every cartridge sent back is recycled into new products.',
  },
  dymo: {
    key: 'dymo',
    name: 'Dymo',
    optionId: 1871,
    skuPrefix: 'DYMO',
    urlKey: 'dymo',
    popular: false,
    manufacturer: 'Newell Brands UK Ltd (DYMO)',
    address: 'Unit 3, Watchmoor Point, Camberley, GU15 3AD, United Kingdom',
  },
  kyocera: {
    key: 'kyocera',
    name: 'Kyocera',
    optionId: 1879,
    skuPrefix: 'KYOCERA',
    urlKey: 'kyocera',
    popular: false,
    manufacturer: 'Kyocera Document Solutions (U.K.) Ltd',
    address: 'Eldon Court, 75-77 London Road, Reading, RG1 5BS, United Kingdom',
  },
  lexmark: {
    key: 'lexmark',
    name: 'Lexmark',
    optionId: 1866,
    skuPrefix: 'LEXMARK',
    urlKey: 'lexmark',
    popular: false,
    manufacturer: 'Lexmark International (UK) Ltd',
    address: 'Highlands House, Basingstoke Road, Spencers Wood, Reading, RG7 1NT, United Kingdom',
  },
  oki: {
    key: 'oki',
    name: 'Oki',
    optionId: 1888,
    skuPrefix: 'OKI',
    urlKey: 'oki',
    popular: false,
    manufacturer: 'OKI Europe Ltd',
    address: 'Blays House, Wick Road, Egham, TW20 0HJ, United Kingdom',
  },
  xerox: {
    key: 'xerox',
    name: 'Xerox',
    optionId: 1895,
    skuPrefix: 'XEROX',
    urlKey: 'xerox',
    popular: false,
    manufacturer: 'Xerox (UK) Ltd',
    address: 'Bridge House, Oxford Road, Uxbridge, UB8 1HS, United Kingdom',
  },
  own: {
    key: 'own',
    name: 'Cartridge Corner',
    optionId: OWN_BRAND_OPTION_ID,
    skuPrefix: 'CC',
    urlKey: 'cartridge-corner',
    popular: false,
    manufacturer: 'Cartridge Corner Ltd',
    address: 'Unit 4, Riverside Trade Park, Leeds, LS11 5QR, United Kingdom',
  },
}

/** Brands in the order menus list them: popular first, then the others, then our own. */
export const BRAND_ORDER: readonly BrandKey[] = ['brother', 'canon', 'epson', 'hp', 'dymo', 'kyocera', 'lexmark', 'oki', 'xerox', 'own']

export const INK_BRANDS: readonly BrandKey[] = ['brother', 'canon', 'epson', 'hp', 'lexmark']
export const TONER_BRANDS: readonly BrandKey[] = ['brother', 'canon', 'hp', 'kyocera', 'lexmark', 'oki', 'xerox']
export const LABEL_TAPE_BRANDS: readonly BrandKey[] = ['brother', 'dymo']
