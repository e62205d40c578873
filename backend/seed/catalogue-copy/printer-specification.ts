/**
 * @module
 * A printer's technical specification (`printer_specification`): about a hundred label/value rows in
 * the groups a manufacturer's data sheet uses. Scanner, copier and fax rows appear only for
 * printers that have those functions, so a simple printer lists fewer.
 */
import { BRANDS } from '../catalogue/brands'
import type { PrinterProfile } from '../catalogue/printer-profile'
import type { Random } from '../common/random'
import { thousands } from '../common/text'

export type SpecificationEntry = { group: string; label: string; value: string }

const yesNo = (value: boolean) => (value ? 'Yes' : 'No')

export function printerSpecification(p: PrinterProfile, random: Random): SpecificationEntry[] {
  const rows: SpecificationEntry[] = []
  const group = (name: string, entries: readonly (readonly [string, string])[]) => {
    for (const [label, value] of entries) rows.push({ group: name, label, value })
  }
  const has = (f: string) => p.functions.includes(f as PrinterProfile['functions'][number])
  const brand = BRANDS[p.brand].name
  const inkjet = p.technology === 'inkjet'
  const laser = p.technology === 'laser'
  const label = p.technology === 'label'
  const dotMatrix = p.technology === 'dot-matrix'
  const paper = p.a3 ? 'A3' : 'A4'
  const [width, depth, height] = p.dimensionsMm
  const wifi = p.interfaces.includes('Wi-Fi')
  const ethernet = p.interfaces.includes('Ethernet')
  const watts = laser ? random.int(380, 620) : inkjet ? random.int(14, 32) : random.int(20, 60)

  group('General', [
    ['Brand', brand],
    ['Model', p.model],
    ['Manufacturer part number', p.mfr],
    ['Printer type', label ? 'Label printer' : dotMatrix ? 'Dot matrix printer' : p.functions.length > 1 ? 'All-in-one' : 'Printer'],
    ['Print technology', inkjet ? 'Thermal inkjet' : laser ? 'Laser' : label ? 'Thermal transfer' : '24-pin impact dot matrix'],
    ['Functions', p.functions.join(', ')],
    ['Colour printing', yesNo(p.colour)],
    ['Recommended for', p.segment === 'Home' ? 'Home and home office' : p.segment === 'Office' ? 'Small office' : 'Business workgroups'],
    ['Display', label ? 'LCD, 1 line' : random.pick(['2.7" colour touchscreen', '4.3" colour touchscreen', '2-line LCD', '6.8 cm colour LCD', 'LED indicators'])],
    ['Memory', `${random.pick([64, 128, 256, 512])} MB`],
    ['Processor', `${random.pick([500, 800, 1200])} MHz`],
    ['Launch year', String(p.launchYear)],
  ])
  group('Printing', [
    [dotMatrix ? 'Print speed (draft)' : 'Print speed black (ISO)', dotMatrix ? `${p.ppmBlack} cps` : `Up to ${p.ppmBlack} ppm`],
    ['Print speed colour (ISO)', p.colour ? `Up to ${p.ppmColour} ppm` : 'Not applicable'],
    ['First page out black', dotMatrix || label ? 'Not applicable' : `${(random.int(55, 140) / 10).toFixed(1)} seconds`],
    ['First page out colour', p.colour ? `${(random.int(80, 180) / 10).toFixed(1)} seconds` : 'Not applicable'],
    ['Maximum print resolution', inkjet ? random.pick(['4800 x 1200 dpi', '1200 x 1200 dpi', '5760 x 1440 dpi']) : laser ? random.pick(['600 x 600 dpi', '1200 x 1200 dpi', '2400 x 600 dpi']) : label ? '180 x 360 dpi' : '360 x 180 dpi'],
    ['Automatic double-sided printing', p.duplex === 'Automatic' ? 'Yes' : p.duplex === 'Manual' ? 'Manual (driver support)' : 'No'],
    ['Borderless printing', inkjet ? `Yes, up to ${paper}` : 'No'],
    ['Monthly duty cycle', `Up to ${thousands(p.dutyCycle)} pages`],
    ['Recommended monthly page volume', `${thousands(Math.round(p.dutyCycle / 20))} to ${thousands(Math.round(p.dutyCycle / 6))} pages`],
    ['Number of cartridges', inkjet ? (p.colour ? '4' : '1') : laser ? (p.colour ? '4' : '1') : '1'],
    ['Compatible supplies', p.supplies.join(', ') || 'See compatible consumables'],
    ['Print languages', laser ? random.pick(['PCL 6, PCL 5e, PostScript 3, PDF', 'PCL 6, BR-Script3', 'UFR II, PCL 6, PostScript 3']) : inkjet ? 'PCL 3 GUI, PWG Raster, URF' : 'ESC/P, IBM Proprinter'],
    ['Printer margins', inkjet ? '3 mm (top, bottom, left, right)' : '4.2 mm (top, bottom, left, right)'],
    ['Mobile printing', wifi ? 'Apple AirPrint, Mopria, manufacturer app' : 'Not supported'],
    ['Print from USB stick', yesNo(random.chance(0.3))],
    ['Quiet mode', yesNo(inkjet)],
  ])
  if (has('Copy')) {
    group('Copying', [
      ['Copy speed black', `Up to ${p.ppmBlack} cpm`],
      ['Copy speed colour', p.colour ? `Up to ${p.ppmColour} cpm` : 'Not applicable'],
      ['Copy resolution', '600 x 600 dpi'],
      ['Maximum number of copies', '99'],
      ['Reduce and enlarge', '25 to 400%'],
      ['Copier features', 'ID card copy, N-up, collation'],
      ['Double-sided copying', yesNo(p.duplex === 'Automatic' && random.chance(0.6))],
    ])
  }
  if (has('Scan')) {
    const adf = p.segment !== 'Home' || random.chance(0.3)
    group('Scanning', [
      ['Scanner type', adf ? 'Flatbed and automatic document feeder' : 'Flatbed'],
      ['Optical scan resolution', random.pick(['1200 x 1200 dpi', '1200 x 2400 dpi', '600 x 600 dpi'])],
      ['Enhanced scan resolution', '19200 x 19200 dpi'],
      ['Colour depth', '24-bit'],
      ['Scan file formats', 'JPEG, PDF, searchable PDF, TIFF, PNG'],
      ['Scan to', wifi || ethernet ? 'Email, PC, cloud, USB' : 'PC'],
      ['Maximum scan size', p.a3 ? '297 x 432 mm' : '216 x 297 mm'],
      ['Document feeder capacity', adf ? `${random.pick([35, 50])} sheets` : 'Not applicable'],
      ['Double-sided scanning', adf ? random.pick(['Single-pass', 'Reversing']) : 'No'],
      ['Scan speed', `Up to ${random.int(8, 30)} ipm`],
    ])
  }
  if (has('Fax')) {
    group('Fax', [
      ['Fax', 'Yes'],
      ['Modem speed', '33.6 kbps'],
      ['Speed dials', String(random.pick([99, 100, 200]))],
      ['Fax memory', `Up to ${random.pick([100, 400, 500])} pages`],
      ['PC fax', 'Send and receive'],
      ['Fax broadcasting', `${random.pick([50, 100, 250])} locations`],
    ])
  }
  group('Connectivity', [
    ['USB', 'Hi-Speed USB 2.0'],
    ['Wi-Fi', wifi ? '802.11b/g/n, dual band' : 'No'],
    ['Wi-Fi Direct', yesNo(wifi)],
    ['Ethernet', ethernet ? '10/100/1000 Base-TX' : 'No'],
    ['Bluetooth', p.bluetooth ? 'Bluetooth 5.0 LE' : 'No'],
    ['NFC', yesNo(p.nfc)],
    ['Mobile app', wifi || p.bluetooth ? `${brand} mobile app (iOS, Android)` : 'Not supported'],
    ['Cloud printing', yesNo(wifi)],
    ['Security', wifi || ethernet ? 'WPA3, 802.1X, SSL/TLS, secure boot' : 'Not applicable'],
    ['Network protocols', ethernet || wifi ? 'TCP/IP, IPv4, IPv6, LPD, IPP, SNMP' : 'Not applicable'],
  ])
  group('Paper handling', [
    ['Standard input capacity', label ? 'Tape cassette' : `${random.pick([60, 100, 150, 250, 500])} sheets`],
    ['Standard output capacity', label ? 'Not applicable' : `${random.pick([25, 60, 100, 150])} sheets`],
    ['Maximum input capacity', label ? 'Not applicable' : `${random.pick([250, 500, 800, 1350])} sheets`],
    ['Multipurpose tray', yesNo(laser && p.segment !== 'Home')],
    ['Supported paper sizes', label ? '3.5 mm to 36 mm tape' : p.a3 ? 'A3, A4, A5, A6, B5, DL envelope' : 'A4, A5, A6, B5, DL envelope, 10 x 15 cm'],
    ['Maximum paper size', label ? '36 mm' : paper],
    ['Custom paper sizes', label ? 'Not applicable' : '76 x 127 mm to 216 x 356 mm'],
    ['Media types', label ? 'Laminated tape, fabric tape' : 'Plain paper, photo paper, envelopes, labels, card'],
    ['Paper weight', inkjet ? '60 to 300 gsm' : laser ? '60 to 163 gsm' : 'Not applicable'],
    ['Manual feed slot', yesNo(laser)],
    ['Number of paper trays', label ? 'None' : String(random.int(1, 2))],
    ['Optional trays', laser && p.segment !== 'Home' ? '1 x 550-sheet tray' : 'None'],
    ['Envelope capacity', label ? 'Not applicable' : `${random.pick([5, 10, 20])} envelopes`],
    ['Double-sided paper sizes', p.duplex === 'Automatic' ? 'A4, Letter' : 'Not applicable'],
  ])
  group('Power', [
    ['Power supply', '220-240 V AC, 50/60 Hz'],
    ['Power consumption (printing)', `${watts} W`],
    ['Power consumption (ready)', `${(random.int(20, 80) / 10).toFixed(1)} W`],
    ['Power consumption (sleep)', `${(random.int(5, 20) / 10).toFixed(1)} W`],
    ['Power consumption (off)', '0.1 W'],
    ['Typical electricity consumption (TEC)', `${(random.int(3, 120) / 100).toFixed(2)} kWh/week`],
    ['Energy Star certified', yesNo(random.chance(0.7))],
    ['Auto power off', 'Yes'],
  ])
  group('Dimensions', [
    ['Width', `${width} mm`],
    ['Depth', `${depth} mm`],
    ['Height', `${height} mm`],
    ['Weight', `${p.weightKg} kg`],
    ['Packaged dimensions (W x D x H)', `${width + 90} x ${depth + 80} x ${height + 110} mm`],
    ['Packaged weight', `${(p.weightKg + 1.6).toFixed(1)} kg`],
    ['Colour of casing', random.pick(['Black', 'White', 'Grey and white', 'Black and grey'])],
    ['Maximum dimensions (trays open)', `${width} x ${depth + 180} x ${height + 60} mm`],
  ])
  group('Operating systems', [
    ['Windows', 'Windows 11, 10, 8.1'],
    ['Windows Server', laser || p.segment !== 'Home' ? '2016, 2019, 2022' : 'Not supported'],
    ['macOS', 'macOS 11 Big Sur and later'],
    ['Linux', yesNo(laser || dotMatrix)],
    ['ChromeOS', yesNo(wifi)],
    ['Mobile', wifi ? 'iOS, iPadOS, Android' : 'Not supported'],
  ])
  group('Environmental', [
    ['Operating temperature', '10 to 32.5 °C'],
    ['Storage temperature', '-20 to 40 °C'],
    ['Operating humidity', '20 to 80% RH (non-condensing)'],
    ['Noise level printing', `${random.int(45, 56)} dB(A)`],
    ['Noise level idle', `${random.int(20, 30)} dB(A)`],
    ['Recycled plastic content', `${random.int(5, 45)}%`],
    ['Certifications', random.pick(['Blue Angel, EPEAT Silver', 'EPEAT Gold', 'Energy Star 3.0', 'Blue Angel'])],
    ['Conformity marks', 'UKCA, CE, WEEE'],
  ])
  group('In the box', [
    ['Supplies included', inkjet || laser ? 'Setup cartridges' : label ? 'Starter tape' : 'Ribbon cartridge'],
    ['Setup supplies yield', inkjet ? `${random.pick([200, 500, 800])} pages` : laser ? `${thousands(random.pick([700, 1000, 1500]))} pages` : 'Not applicable'],
    ['Cables included', 'Power cable'],
    ['Documentation', 'Setup guide, safety and warranty leaflet'],
    ['Warranty', '12 months return to base'],
  ])
  return rows
}
