/**
 * @module
 * Toner cartridge families of real laser printers: part numbers and ISO/IEC 19752 (mono) or 19798
 * (colour) page yields, as the manufacturers publish them.
 */
import type { FamilyData } from './printer-lines'

export const TONER_FAMILIES: Record<string, FamilyData> = {
  'brother-tn2420': {
    stem: 'brother-hl-l',
    models: ['2310D', '2350DW', '2357DW', '2370DN', '2375DW'],
    palette: 'mono',
    tiers: { standard: { pack: 'TN-2410', mfr: [], pages: [1200] }, xl: { pack: 'TN-2420', mfr: [], pages: [3000] } },
    drum: { pack: 'DR-2400', pages: 12000 },
  },
  'hp-26': {
    stem: 'hp-laserjet-pro',
    models: ['402dn', '402dne', '402dw', '402n'],
    palette: 'mono',
    tiers: { standard: { pack: '26A', mfr: ['CF226A'], pages: [3100] }, xl: { pack: '26X', mfr: ['CF226X'], pages: [9000] } },
  },
  'kyocera-tk1150': {
    stem: 'kyocera-ecosys-p',
    models: ['2235dn', '2235dw'],
    palette: 'mono',
    tiers: { standard: { pack: 'TK-1150', mfr: ['1T02RV0NL0'], pages: [3000] } },
  },
  'canon-054': {
    stem: 'canon-i-sensys-mf',
    models: ['641Cw', '643Cdw', '645Cx'],
    palette: 'cmyk',
    tiers: {
      standard: { pack: '054', mfr: ['3024C002', '3023C002', '3022C002', '3021C002'], pages: [1500, 1200] },
      xl: { pack: '054H', mfr: ['3028C002', '3027C002', '3026C002', '3025C002'], pages: [3100, 2300] },
    },
  },
  'oki-c332': {
    stem: 'oki-c',
    models: ['332dn', '332dnw'],
    palette: 'cmyk',
    tiers: { standard: { pack: 'C332', mfr: ['46508712', '46508711', '46508710', '46508709'], pages: [3500, 3000] } },
  },
  'xerox-6510': {
    stem: 'xerox-phaser',
    models: ['6510', '6510N', '6510DN'],
    palette: 'cmyk',
    tiers: {
      standard: { pack: '6510', mfr: ['106R03484', '106R03481', '106R03482', '106R03483'], pages: [2500, 1000] },
      xl: { pack: '6510 HC', mfr: ['106R03488', '106R03485', '106R03486', '106R03487'], pages: [5500, 2400] },
    },
  },
  'brother-tn243': {
    stem: 'brother-mfc-l',
    models: ['3710CW', '3730CDN', '3750CDW', '3770CDW'],
    palette: 'cmyk',
    tiers: { standard: { pack: 'TN-243', mfr: [], pages: [1000, 1000] }, xl: { pack: 'TN-247', mfr: [], pages: [3000, 2300] } },
    drum: { pack: 'DR-243CL', pages: 18000 },
  },
  'hp-207': {
    stem: 'hp-color-laserjet-pro',
    models: ['255dw', '255nw'],
    palette: 'cmyk',
    tiers: {
      standard: { pack: '207A', mfr: ['W2210A', 'W2211A', 'W2213A', 'W2212A'], pages: [1350, 1250] },
      xl: { pack: '207X', mfr: ['W2210X', 'W2211X', 'W2213X', 'W2212X'], pages: [3150, 2450] },
    },
  },
  'lexmark-71b': {
    stem: 'lexmark-cs',
    models: ['317dn', '417dn', '517de'],
    palette: 'cmyk',
    tiers: {
      standard: { pack: '71B', mfr: ['71B20K0', '71B20C0', '71B20M0', '71B20Y0'], pages: [3000, 2300] },
      xl: { pack: '71B HY', mfr: ['71B2HK0', '71B2HC0', '71B2HM0', '71B2HY0'], pages: [6000, 3500] },
    },
  },
  'hp-59': {
    stem: 'hp-laserjet-pro-mfp',
    models: ['428dw', '428fdn', '428fdw'],
    palette: 'mono',
    tiers: { standard: { pack: '59A', mfr: ['CF259A'], pages: [3000] }, xl: { pack: '59X', mfr: ['CF259X'], pages: [10000] } },
  },
  'canon-052': {
    stem: 'canon-i-sensys-lbp',
    models: ['212dw', '214dw', '215x'],
    palette: 'mono',
    tiers: { standard: { pack: '052', mfr: ['2199C002'], pages: [3100] }, xl: { pack: '052H', mfr: ['2200C002'], pages: [9200] } },
  },
  'kyocera-tk1170': {
    stem: 'kyocera-ecosys-m',
    models: ['2040dn', '2540dn', '2640idw'],
    palette: 'mono',
    tiers: { standard: { pack: 'TK-1170', mfr: ['1T02S50NL0'], pages: [7200] } },
  },
  'hp-136': {
    stem: 'hp-laserjet',
    models: ['209dw', '209dwe', '211dw'],
    palette: 'mono',
    tiers: { standard: { pack: '136A', mfr: ['W1360A'], pages: [1150] }, xl: { pack: '136X', mfr: ['W1360X'], pages: [2600] } },
  },
  'oki-b412': {
    stem: 'oki-b',
    models: ['412dn', '432dn', '512dn'],
    palette: 'mono',
    tiers: { standard: { pack: 'B412', mfr: ['45807102'], pages: [3000] }, xl: { pack: 'B412 HC', mfr: ['45807106'], pages: [7000] } },
  },
  'brother-tn1050': {
    stem: 'brother-dcp',
    models: ['1510', '1610W', '1612W'],
    palette: 'mono',
    tiers: { standard: { pack: 'TN-1050', mfr: [], pages: [1000] } },
    drum: { pack: 'DR-1050', pages: 10000 },
  },
  'hp-203': {
    stem: 'hp-color-laserjet-pro-mfp',
    models: ['280nw', '281fdn', '281fdw'],
    palette: 'cmyk',
    tiers: {
      standard: { pack: '203A', mfr: ['CF540A', 'CF541A', 'CF543A', 'CF542A'], pages: [1400, 1300] },
      xl: { pack: '203X', mfr: ['CF540X', 'CF541X', 'CF543X', 'CF542X'], pages: [3200, 2500] },
    },
  },
  'xerox-3335': {
    stem: 'xerox-workcentre',
    models: ['3335', '3345'],
    palette: 'mono',
    tiers: { standard: { pack: '3335', mfr: ['106R03621'], pages: [8500] }, xl: { pack: '3335 HC', mfr: ['106R03623'], pages: [15000] } },
  },
  'lexmark-56f': {
    stem: 'lexmark-ms',
    models: ['321dn', '421dn', '521dn', '621dn'],
    palette: 'mono',
    tiers: { standard: { pack: '56F', mfr: ['56F2000'], pages: [6000] }, xl: { pack: '56F HY', mfr: ['56F2H00'], pages: [15000] } },
  },
  'brother-tn3480': {
    stem: 'brother-hl-l',
    models: ['5100DN', '5200DW', '6250DN', '6300DW'],
    palette: 'mono',
    tiers: { standard: { pack: 'TN-3430', mfr: [], pages: [3000] }, xl: { pack: 'TN-3480', mfr: [], pages: [8000] } },
    drum: { pack: 'DR-3400', pages: 30000 },
  },
  'canon-055': {
    stem: 'canon-i-sensys-lbp',
    models: ['663Cdw', '664Cx'],
    palette: 'cmyk',
    tiers: {
      standard: { pack: '055', mfr: ['3016C002', '3015C002', '3014C002', '3013C002'], pages: [2300, 2100] },
      xl: { pack: '055H', mfr: ['3020C002', '3019C002', '3018C002', '3017C002'], pages: [7600, 5900] },
    },
  },
  'kyocera-tk5240': {
    stem: 'kyocera-ecosys-p',
    models: ['5026cdn', '5026cdw'],
    palette: 'cmyk',
    tiers: { standard: { pack: 'TK-5240', mfr: ['1T02R70NL0', '1T02R7CNL0', '1T02R7BNL0', '1T02R7ANL0'], pages: [4000, 3000] } },
  },
  'hp-117': {
    stem: 'hp-color-laser',
    models: ['150a', '150nw', 'MFP 178nw', 'MFP 179fnw'],
    palette: 'cmyk',
    tiers: { standard: { pack: '117A', mfr: ['W2070A', 'W2071A', 'W2073A', 'W2072A'], pages: [1000, 700] } },
  },
  'hp-89': {
    stem: 'hp-laserjet-enterprise',
    models: ['507dn', '507n', '507x'],
    palette: 'mono',
    tiers: { standard: { pack: '89A', mfr: ['CF289A'], pages: [5000] }, xl: { pack: '89X', mfr: ['CF289X'], pages: [10000] } },
  },
  'hp-83': {
    stem: 'hp-laserjet-pro-mfp',
    models: ['125a', '125nw', '127fn', '127fw'],
    palette: 'mono',
    tiers: { standard: { pack: '83A', mfr: ['CF283A'], pages: [1500] }, xl: { pack: '83X', mfr: ['CF283X'], pages: [2200] } },
  },
  'brother-tn421': {
    stem: 'brother-hl-l',
    models: ['8260CDW', '8360CDW'],
    palette: 'cmyk',
    tiers: { standard: { pack: 'TN-421', mfr: [], pages: [3000, 1800] }, xl: { pack: 'TN-423', mfr: [], pages: [6500, 4000] } },
  },
  'kyocera-tk3160': {
    stem: 'kyocera-ecosys-p',
    noAlternatives: true,
    models: ['3045dn', '3050dn', '3055dn', '3060dn'],
    palette: 'mono',
    tiers: { standard: { pack: 'TK-3160', mfr: ['1T02T90NL0'], pages: [12500] } },
  },
  'canon-737': {
    stem: 'canon-i-sensys-mf',
    models: ['211', '212w', '216n', '217w', '226dn', '229dw'],
    palette: 'mono',
    tiers: { standard: { pack: '737', mfr: ['9435B002'], pages: [2400] } },
  },
  'oki-c532': {
    stem: 'oki-c',
    models: ['532dn', '542dn'],
    palette: 'cmyk',
    tiers: { standard: { pack: 'C532', mfr: ['46490608', '46490607', '46490606', '46490605'], pages: [7000, 6000] } },
  },
  'xerox-c400': {
    stem: 'xerox-versalink',
    noAlternatives: true,
    models: ['400DN', '400V_DN', '405V_DN'],
    palette: 'cmyk',
    tiers: {
      standard: { pack: 'C400', mfr: ['106R03508', '106R03502', '106R03503', '106R03504'], pages: [2500, 2500] },
      xl: { pack: 'C400 HC', mfr: ['106R03520', '106R03514', '106R03515', '106R03516'], pages: [5000, 4800] },
    },
  },
  'xerox-b210': {
    stem: 'xerox-b',
    models: ['210V_DNI', '205V_NI', '215V_DNI'],
    palette: 'mono',
    tiers: { standard: { pack: 'B210', mfr: ['106R04348'], pages: [3000] }, xl: { pack: 'B210 HC', mfr: ['106R04349'], pages: [6000] } },
  },
}
