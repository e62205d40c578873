/**
 * @module
 * The printer ranges of each brand, ink and toner. Real families (ink-families.ts,
 * toner-families.ts) name their models; larger catalogues continue a range with generated model
 * numbers in the range's own style.
 */
import type { CodeScheme, PrinterFunction, Stem } from './printer-lines'

const PRINT: readonly PrinterFunction[] = ['Print']
const PCS: readonly PrinterFunction[] = ['Print', 'Copy', 'Scan']
const PCSF: readonly PrinterFunction[] = ['Print', 'Copy', 'Scan', 'Fax']

const BRAND_PACK: CodeScheme = { kind: 'brand-pack' }
const BROTHER_LETTERS: CodeScheme = { kind: 'letters', letters: 'brother' }
const KYOCERA_LETTERS: CodeScheme = { kind: 'letters', letters: 'kyocera' }
const CANON_PAIR: CodeScheme = { kind: 'pair', black: 'PG-', colour: 'CL-' }
const BRAND_MFR: CodeScheme = { kind: 'brand-mfr' }

export const STEMS: readonly Stem[] = [
  // HP ink
  { key: 'hp-deskjet', brand: 'hp', technology: 'ink', name: 'DeskJet', modelPrefix: 'DeskJet ', functions: PCS, segment: 'Home', palette: 'black-tri', scheme: BRAND_PACK, numbering: { start: 2810, step: 10, suffixes: ['', 'e'] } },
  { key: 'hp-deskjet-plus', brand: 'hp', technology: 'ink', name: 'DeskJet Plus', modelPrefix: 'DeskJet Plus ', functions: PCS, segment: 'Home', palette: 'black-tri', scheme: BRAND_PACK, numbering: { start: 4140, step: 10, suffixes: ['', 'e'] } },
  { key: 'hp-envy', brand: 'hp', technology: 'ink', name: 'ENVY', modelPrefix: 'ENVY ', functions: PCS, segment: 'Home', palette: 'black-tri', scheme: BRAND_PACK, numbering: { start: 6010, step: 10, suffixes: ['', 'e'] } },
  { key: 'hp-envy-photo', brand: 'hp', technology: 'ink', name: 'ENVY Photo', modelPrefix: 'ENVY Photo ', functions: PCS, segment: 'Home', palette: 'black-tri', scheme: BRAND_PACK, numbering: { start: 7910, step: 10, suffixes: [''] } },
  { key: 'hp-officejet', brand: 'hp', technology: 'ink', name: 'OfficeJet', modelPrefix: 'OfficeJet ', functions: PCSF, segment: 'Office', palette: 'cmyk', scheme: BRAND_PACK, numbering: { start: 8110, step: 2, suffixes: ['', 'e'] } },
  { key: 'hp-officejet-pro', brand: 'hp', technology: 'ink', name: 'OfficeJet Pro', modelPrefix: 'OfficeJet Pro ', functions: PCSF, segment: 'Office', palette: 'cmyk', scheme: BRAND_PACK, numbering: { start: 9110, step: 2, suffixes: ['', 'e'] } },
  // Canon ink
  { key: 'canon-pixma-ts', brand: 'canon', technology: 'ink', name: 'PIXMA TS', modelPrefix: 'PIXMA TS', functions: PCS, segment: 'Home', palette: 'black-tri', scheme: CANON_PAIR, numbering: { start: 5450, step: 1, suffixes: [''] } },
  { key: 'canon-pixma-mg', brand: 'canon', technology: 'ink', name: 'PIXMA MG', modelPrefix: 'PIXMA MG', functions: PCS, segment: 'Home', palette: 'black-tri', scheme: CANON_PAIR, numbering: { start: 3150, step: 1, suffixes: [''] } },
  { key: 'canon-pixma-tr', brand: 'canon', technology: 'ink', name: 'PIXMA TR', modelPrefix: 'PIXMA TR', functions: PCSF, segment: 'Office', palette: 'black-tri', scheme: CANON_PAIR, numbering: { start: 4650, step: 1, suffixes: [''] } },
  { key: 'canon-maxify', brand: 'canon', technology: 'ink', name: 'MAXIFY', modelPrefix: 'MAXIFY MB', functions: PCSF, segment: 'Office', palette: 'cmyk', scheme: { kind: 'letters', letters: 'brother' }, numbering: { start: 5550, step: 5, suffixes: [''] } },
  // Epson ink
  { key: 'epson-workforce', brand: 'epson', technology: 'ink', name: 'WorkForce', modelPrefix: 'WorkForce WF-', functions: PCSF, segment: 'Office', palette: 'cmyk', scheme: BRAND_PACK, numbering: { start: 2910, step: 5, suffixes: ['', 'DWF'] } },
  { key: 'epson-workforce-pro', brand: 'epson', technology: 'ink', name: 'WorkForce Pro', modelPrefix: 'WorkForce Pro WF-', functions: PCSF, segment: 'Business', palette: 'cmyk', scheme: BRAND_PACK, numbering: { start: 4810, step: 5, suffixes: ['DWF', 'DTWF'] } },
  { key: 'epson-expression-home', brand: 'epson', technology: 'ink', name: 'Expression Home', modelPrefix: 'Expression Home XP-', functions: PCS, segment: 'Home', palette: 'cmyk', scheme: BRAND_PACK, numbering: { start: 2150, step: 5, suffixes: [''] } },
  { key: 'epson-expression-premium', brand: 'epson', technology: 'ink', name: 'Expression Premium', modelPrefix: 'Expression Premium XP-', functions: PCS, segment: 'Home', palette: 'cmyk-pbk', scheme: BRAND_PACK, numbering: { start: 6200, step: 5, suffixes: [''] } },
  // Brother ink
  { key: 'brother-dcp-j', brand: 'brother', technology: 'ink', name: 'DCP-J', modelPrefix: 'DCP-J', functions: PCS, segment: 'Home', palette: 'cmyk', scheme: BROTHER_LETTERS, numbering: { start: 1300, step: 10, suffixes: ['DW', 'W'] } },
  { key: 'brother-mfc-j', brand: 'brother', technology: 'ink', name: 'MFC-J', modelPrefix: 'MFC-J', functions: PCSF, segment: 'Office', palette: 'cmyk', scheme: BROTHER_LETTERS, numbering: { start: 5900, step: 10, suffixes: ['DW', 'CDW'] } },
  // Lexmark ink
  { key: 'lexmark-s', brand: 'lexmark', technology: 'ink', name: 'S Series', modelPrefix: 'S', functions: PCS, segment: 'Home', palette: 'cmyk', scheme: BRAND_PACK, numbering: { start: 905, step: 10, suffixes: [''] } },
  { key: 'lexmark-x', brand: 'lexmark', technology: 'ink', name: 'X Series', modelPrefix: 'X', functions: PCS, segment: 'Home', palette: 'black-tri', scheme: { kind: 'pair', black: 'Lexmark ', colour: 'Lexmark ' }, numbering: { start: 7650, step: 10, suffixes: [''] } },
  { key: 'lexmark-pro', brand: 'lexmark', technology: 'ink', name: 'Pro Series', modelPrefix: 'Pro', functions: PCSF, segment: 'Office', palette: 'cmyk', scheme: BRAND_PACK, numbering: { start: 915, step: 10, suffixes: [''] } },
  // HP toner
  { key: 'hp-laserjet-pro', brand: 'hp', technology: 'toner', name: 'LaserJet Pro', modelPrefix: 'LaserJet Pro M', functions: PRINT, segment: 'Office', palette: 'mono', scheme: BRAND_PACK, numbering: { start: 410, step: 2, suffixes: ['dn', 'dw', 'n'] } },
  { key: 'hp-laserjet-pro-mfp', brand: 'hp', technology: 'toner', name: 'LaserJet Pro MFP', modelPrefix: 'LaserJet Pro MFP M', functions: PCSF, segment: 'Office', palette: 'mono', scheme: BRAND_PACK, numbering: { start: 430, step: 2, suffixes: ['dw', 'fdn', 'fdw'] } },
  { key: 'hp-laserjet', brand: 'hp', technology: 'toner', name: 'LaserJet', modelPrefix: 'LaserJet M', functions: PRINT, segment: 'Home', palette: 'mono', scheme: BRAND_PACK, numbering: { start: 212, step: 2, suffixes: ['dw', 'dwe', 'w'] } },
  { key: 'hp-laserjet-enterprise', brand: 'hp', technology: 'toner', name: 'LaserJet Enterprise', modelPrefix: 'LaserJet Enterprise M', functions: PRINT, segment: 'Business', palette: 'mono', scheme: BRAND_PACK, numbering: { start: 610, step: 2, suffixes: ['dn', 'n', 'x'] } },
  { key: 'hp-color-laserjet-pro', brand: 'hp', technology: 'toner', name: 'Color LaserJet Pro', modelPrefix: 'Color LaserJet Pro M', functions: PRINT, segment: 'Office', palette: 'cmyk', scheme: BRAND_PACK, numbering: { start: 260, step: 2, suffixes: ['dw', 'nw'] } },
  { key: 'hp-color-laserjet-pro-mfp', brand: 'hp', technology: 'toner', name: 'Color LaserJet Pro MFP', modelPrefix: 'Color LaserJet Pro MFP M', functions: PCSF, segment: 'Office', palette: 'cmyk', scheme: BRAND_PACK, numbering: { start: 290, step: 2, suffixes: ['fdw', 'fdn', 'nw'] } },
  { key: 'hp-color-laser', brand: 'hp', technology: 'toner', name: 'Color Laser', modelPrefix: 'Color Laser ', functions: PRINT, segment: 'Home', palette: 'cmyk', scheme: BRAND_PACK, numbering: { start: 152, step: 2, suffixes: ['a', 'nw'] } },
  // Brother toner
  { key: 'brother-hl-l', brand: 'brother', technology: 'toner', name: 'HL-L', modelPrefix: 'HL-L', functions: PRINT, segment: 'Office', palette: 'mono', scheme: BROTHER_LETTERS, numbering: { start: 2400, step: 5, suffixes: ['DW', 'DN', 'D'] } },
  { key: 'brother-dcp-l', brand: 'brother', technology: 'toner', name: 'DCP-L', modelPrefix: 'DCP-L', functions: PCS, segment: 'Home', palette: 'mono', scheme: BROTHER_LETTERS, numbering: { start: 2600, step: 5, suffixes: ['DW', 'DN'] } },
  { key: 'brother-mfc-l', brand: 'brother', technology: 'toner', name: 'MFC-L', modelPrefix: 'MFC-L', functions: PCSF, segment: 'Office', palette: 'cmyk', scheme: BROTHER_LETTERS, numbering: { start: 3800, step: 5, suffixes: ['CDW', 'CDN'] } },
  { key: 'brother-dcp', brand: 'brother', technology: 'toner', name: 'DCP', modelPrefix: 'DCP-', functions: PCS, segment: 'Home', palette: 'mono', scheme: BROTHER_LETTERS, numbering: { start: 1710, step: 5, suffixes: ['W', ''] } },
  // Canon toner
  { key: 'canon-i-sensys-lbp', brand: 'canon', technology: 'toner', name: 'i-SENSYS LBP', modelPrefix: 'i-SENSYS LBP', functions: PRINT, segment: 'Office', palette: 'mono', scheme: BRAND_PACK, numbering: { start: 230, step: 2, suffixes: ['dw', 'x'] } },
  { key: 'canon-i-sensys-mf', brand: 'canon', technology: 'toner', name: 'i-SENSYS MF', modelPrefix: 'i-SENSYS MF', functions: PCSF, segment: 'Office', palette: 'cmyk', scheme: BRAND_PACK, numbering: { start: 650, step: 2, suffixes: ['Cdw', 'Cx'] } },
  // Kyocera toner
  { key: 'kyocera-ecosys-p', brand: 'kyocera', technology: 'toner', name: 'ECOSYS P', modelPrefix: 'ECOSYS P', functions: PRINT, segment: 'Office', palette: 'mono', scheme: KYOCERA_LETTERS, numbering: { start: 2300, step: 5, suffixes: ['dn', 'dw'] } },
  { key: 'kyocera-ecosys-m', brand: 'kyocera', technology: 'toner', name: 'ECOSYS M', modelPrefix: 'ECOSYS M', functions: PCSF, segment: 'Office', palette: 'mono', scheme: KYOCERA_LETTERS, numbering: { start: 2700, step: 5, suffixes: ['dn', 'idw'] } },
  // Lexmark toner
  { key: 'lexmark-cs', brand: 'lexmark', technology: 'toner', name: 'CS Series', modelPrefix: 'CS', functions: PRINT, segment: 'Office', palette: 'cmyk', scheme: BRAND_MFR, numbering: { start: 620, step: 5, suffixes: ['dn', 'de'] } },
  { key: 'lexmark-ms', brand: 'lexmark', technology: 'toner', name: 'MS Series', modelPrefix: 'MS', functions: PRINT, segment: 'Office', palette: 'mono', scheme: BRAND_MFR, numbering: { start: 720, step: 5, suffixes: ['dn', 'dne'] } },
  { key: 'lexmark-mx', brand: 'lexmark', technology: 'toner', name: 'MX Series', modelPrefix: 'MX', functions: PCSF, segment: 'Business', palette: 'mono', scheme: BRAND_MFR, numbering: { start: 720, step: 5, suffixes: ['adn', 'adhe'] } },
  // Oki toner
  { key: 'oki-c', brand: 'oki', technology: 'toner', name: 'C Series', modelPrefix: 'C', functions: PRINT, segment: 'Office', palette: 'cmyk', scheme: BRAND_MFR, numbering: { start: 612, step: 10, suffixes: ['dn', 'n'] } },
  { key: 'oki-b', brand: 'oki', technology: 'toner', name: 'B Series', modelPrefix: 'B', functions: PRINT, segment: 'Office', palette: 'mono', scheme: BRAND_MFR, numbering: { start: 602, step: 10, suffixes: ['dn', 'n'] } },
  { key: 'oki-mc', brand: 'oki', technology: 'toner', name: 'MC Series', modelPrefix: 'MC', functions: PCSF, segment: 'Business', palette: 'cmyk', scheme: BRAND_MFR, numbering: { start: 583, step: 10, suffixes: ['dn', 'dnw'] } },
  // Xerox toner
  { key: 'xerox-phaser', brand: 'xerox', technology: 'toner', name: 'Phaser', modelPrefix: 'Phaser ', functions: PRINT, segment: 'Office', palette: 'cmyk', scheme: BRAND_MFR, numbering: { start: 6610, step: 10, suffixes: ['DN', 'N'] } },
  { key: 'xerox-workcentre', brand: 'xerox', technology: 'toner', name: 'WorkCentre', modelPrefix: 'WorkCentre ', functions: PCSF, segment: 'Office', palette: 'mono', scheme: BRAND_MFR, numbering: { start: 3355, step: 10, suffixes: ['V_DNI', 'V_DN'] } },
  { key: 'xerox-versalink', brand: 'xerox', technology: 'toner', name: 'VersaLink', modelPrefix: 'VersaLink C', functions: PRINT, segment: 'Business', palette: 'cmyk', scheme: BRAND_MFR, a3: false, numbering: { start: 610, step: 5, suffixes: ['DN', 'V_DN'] } },
  { key: 'xerox-b', brand: 'xerox', technology: 'toner', name: 'B Series', modelPrefix: 'B', functions: PRINT, segment: 'Office', palette: 'mono', scheme: BRAND_MFR, numbering: { start: 225, step: 5, suffixes: ['', 'V_DNI'] } },
]

const BY_KEY = new Map(STEMS.map((s) => [s.key, s]))

export function stemByKey(key: string): Stem {
  const stem = BY_KEY.get(key)
  if (!stem) throw new RangeError(`seed: unknown printer range ${key}`)
  return stem
}
