/**
 * @module
 * The facts of one printer that its name, attributes, specification table and copy all draw on, so
 * they never disagree (a printer listed as duplex also says so in its specification).
 */
import type { BrandKey } from './brands'
import type { PrinterFunction, Segment } from './printer-lines'
import type { Random } from '../common/random'

export type PrinterTechnology = 'inkjet' | 'laser' | 'label' | 'dot-matrix'
export type Interface = 'USB' | 'Wi-Fi' | 'Ethernet'

export type PrinterProfile = {
  brand: BrandKey
  /** Full name with the brand: 'HP OfficeJet Pro 9010'. */
  model: string
  technology: PrinterTechnology
  colour: boolean
  functions: readonly PrinterFunction[]
  segment: Segment
  a3: boolean
  interfaces: Interface[]
  bluetooth: boolean
  nfc: boolean
  duplex: 'Automatic' | 'Manual' | 'None'
  /** Pages per minute (ISO), black and colour (0 for mono printers). */
  ppmBlack: number
  ppmColour: number
  /** Highest monthly page count the printer is built for. */
  dutyCycle: number
  /** Cartridge codes the printer takes, e.g. ['HP 963', 'HP 963XL']. */
  supplies: string[]
  mfr: string
  weightKg: number
  dimensionsMm: [number, number, number]
  launchYear: number
}

/** Interfaces a model name implies: Brother/HP 'DW' is wireless, 'DN' wired network. */
function interfacesOf(name: string, technology: PrinterTechnology, segment: Segment, random: Random): Interface[] {
  const suffix = /([a-z]+)$/i.exec(name)?.[1]?.toLowerCase() ?? ''
  const list: Interface[] = ['USB']
  const wifi = technology === 'inkjet' || /w/.test(suffix) || (technology === 'label' && random.chance(0.5))
  const ethernet = /n|x/.test(suffix) || segment !== 'Home'
  if (wifi) list.push('Wi-Fi')
  if (ethernet && technology !== 'label') list.push('Ethernet')
  return list
}

export function printerProfile(
  input: Pick<PrinterProfile, 'brand' | 'model' | 'technology' | 'colour' | 'functions' | 'segment' | 'a3' | 'supplies' | 'mfr'>,
  random: Random,
): PrinterProfile {
  const { technology, segment, colour } = input
  const interfaces = interfacesOf(input.model, technology, segment, random)
  const suffix = /([a-z]+)$/i.exec(input.model)?.[1]?.toLowerCase() ?? ''
  const duplex =
    technology === 'label' || technology === 'dot-matrix'
      ? 'None'
      : technology === 'laser'
        ? /d/.test(suffix) || segment === 'Business'
          ? 'Automatic'
          : 'Manual'
        : segment === 'Home'
          ? random.chance(0.4) ? 'Automatic' : 'Manual'
          : 'Automatic'
  const ppmBlack =
    technology === 'inkjet'
      ? segment === 'Home' ? random.int(7, 15) : random.int(18, 25)
      : technology === 'laser'
        ? segment === 'Home' ? random.int(18, 22) : segment === 'Office' ? random.int(24, 40) : random.int(38, 55)
        : technology === 'label' ? random.int(1, 3) * 10 : random.int(4, 9) * 50
  const ppmColour = colour ? Math.max(4, Math.round(ppmBlack * (technology === 'inkjet' ? 0.7 + random.next() * 0.25 : 1))) : 0
  const dutyCycle =
    technology === 'laser' ? random.pick([20000, 30000, 50000, 80000, 100000]) : technology === 'inkjet' ? random.pick([1000, 5000, 20000, 25000, 30000]) : random.pick([5000, 10000])
  const [w, d, h] =
    technology === 'laser'
      ? [random.int(356, 472), random.int(360, 481), random.int(183, 400)]
      : technology === 'inkjet'
        ? [random.int(403, 496), random.int(300, 439), random.int(148, 280)]
        : technology === 'label'
          ? [random.int(110, 220), random.int(150, 240), random.int(60, 150)]
          : [random.int(420, 620), random.int(300, 400), random.int(160, 230)]
  const weightKg =
    technology === 'laser' ? 7 + random.int(0, 150) / 10 : technology === 'inkjet' ? 3.4 + random.int(0, 80) / 10 : technology === 'label' ? 0.4 + random.int(0, 12) / 10 : 6 + random.int(0, 60) / 10
  return {
    ...input,
    interfaces,
    bluetooth: technology === 'label' ? /bt|b$/i.test(input.model) : random.chance(0.12),
    nfc: technology === 'laser' && segment !== 'Home' ? random.chance(0.2) : false,
    duplex,
    ppmBlack,
    ppmColour,
    dutyCycle,
    weightKg: Math.round(weightKg * 10) / 10,
    dimensionsMm: [w, d, h],
    launchYear: random.int(2017, 2025),
  }
}

export const speedBand = (ppm: number): string => (ppm <= 20 ? 'Up to 20 ppm' : ppm <= 30 ? '21 to 30 ppm' : ppm <= 40 ? '31 to 40 ppm' : 'Over 40 ppm')
