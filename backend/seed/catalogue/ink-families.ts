/**
 * @module
 * Ink cartridge families of real printers: part numbers, page yields (ISO/IEC 24711, 5% coverage)
 * and ink content as the manufacturers publish them, rounded where they vary by market.
 */
import type { FamilyData } from './printer-lines'

export const INK_FAMILIES: Record<string, FamilyData> = {
  'hp-963': {
    stem: 'hp-officejet-pro',
    models: ['9010', '9012', '9014', '9015', '9016', '9019', '9020', '9022', '9025'],
    palette: 'cmyk',
    tiers: {
      standard: { pack: '963', mfr: ['3JA26AE', '3JA23AE', '3JA24AE', '3JA25AE'], pages: [1000, 700], ml: [24.09, 10.77] },
      xl: { pack: '963XL', mfr: ['3JA30AE', '3JA27AE', '3JA28AE', '3JA29AE'], pages: [2000, 1600], ml: [47.86, 22.77] },
    },
  },
  'hp-305': {
    stem: 'hp-deskjet',
    models: ['2710', '2720', '2721', '2722', '2723', '2724', '2730', '2732'],
    palette: 'black-tri',
    printhead: true,
    tiers: {
      standard: { pack: '305', mfr: ['3YM61AE', '3YM60AE'], pages: [120, 100], ml: [2, 2] },
      xl: { pack: '305XL', mfr: ['3YM62AE', '3YM63AE'], pages: [240, 200], ml: [4, 5] },
    },
  },
  'hp-953': {
    stem: 'hp-officejet-pro',
    models: ['7720', '7730', '7740', '8210', '8710', '8715', '8720', '8725', '8730'],
    palette: 'cmyk',
    tiers: {
      standard: { pack: '953', mfr: ['L0S58AE', 'F6U12AE', 'F6U13AE', 'F6U14AE'], pages: [1000, 700], ml: [23.5, 10] },
      xl: { pack: '953XL', mfr: ['L0S70AE', 'F6U16AE', 'F6U17AE', 'F6U18AE'], pages: [2000, 1600], ml: [42.5, 20.5] },
    },
  },
  'hp-303': {
    stem: 'hp-envy-photo',
    models: ['6220', '6230', '6232', '6234', '7130', '7134', '7830'],
    palette: 'black-tri',
    printhead: true,
    tiers: {
      standard: { pack: '303', mfr: ['T6N02AE', 'T6N01AE'], pages: [200, 165], ml: [4, 4] },
      xl: { pack: '303XL', mfr: ['T6N04AE', 'T6N03AE'], pages: [600, 415], ml: [12, 10] },
    },
  },
  'hp-912': {
    stem: 'hp-officejet',
    models: ['8010', '8012', '8013', '8014', '8015', '8017'],
    palette: 'cmyk',
    tiers: {
      standard: { pack: '912', mfr: ['3YL80AE', '3YL77AE', '3YL78AE', '3YL79AE'], pages: [300, 315], ml: [8.29, 2.93] },
      xl: { pack: '912XL', mfr: ['3YL84AE', '3YL81AE', '3YL82AE', '3YL83AE'], pages: [825, 825], ml: [21.7, 9.9] },
    },
  },
  'hp-304': {
    stem: 'hp-envy',
    models: ['5010', '5020', '5030', '5032'],
    palette: 'black-tri',
    printhead: true,
    tiers: {
      standard: { pack: '304', mfr: ['N9K06AE', 'N9K05AE'], pages: [120, 100], ml: [2, 2] },
      xl: { pack: '304XL', mfr: ['N9K08AE', 'N9K07AE'], pages: [300, 300], ml: [5.5, 7] },
    },
  },
  'hp-302': {
    stem: 'hp-deskjet',
    models: ['1110', '2130', '2132', '3630', '3632', '3639'],
    palette: 'black-tri',
    printhead: true,
    tiers: {
      standard: { pack: '302', mfr: ['F6U66AE', 'F6U65AE'], pages: [190, 165], ml: [3.5, 4] },
      xl: { pack: '302XL', mfr: ['F6U68AE', 'F6U67AE'], pages: [480, 330], ml: [8.5, 8] },
    },
  },
  'hp-903': {
    stem: 'hp-officejet-pro',
    models: ['6950', '6960', '6970', '6975'],
    palette: 'cmyk',
    tiers: {
      standard: { pack: '903', mfr: ['T6L99AE', 'T6L87AE', 'T6L91AE', 'T6L95AE'], pages: [300, 315], ml: [8, 4] },
      xl: { pack: '903XL', mfr: ['T6M15AE', 'T6M03AE', 'T6M07AE', 'T6M11AE'], pages: [825, 825], ml: [21.5, 9.5] },
    },
  },
  'canon-540': {
    stem: 'canon-pixma-ts',
    models: ['5150', '5151', '5152', '5153'],
    palette: 'black-tri',
    printhead: true,
    tiers: {
      standard: { pack: '540', mfr: ['5225B005', '5227B005'], pages: [180, 180], ml: [8, 8] },
      xl: { pack: '540XL', mfr: ['5222B005', '5226B005'], pages: [600, 400], ml: [21, 15] },
    },
  },
  'canon-545': {
    stem: 'canon-pixma-mg',
    models: ['2450', '2550', '2550S', '2950', '3050', '3051'],
    palette: 'black-tri',
    printhead: true,
    tiers: {
      standard: { pack: '545', mfr: ['8287B001', '8289B001'], pages: [180, 180], ml: [8, 8] },
      xl: { pack: '545XL', mfr: ['8286B001', '8288B001'], pages: [400, 300], ml: [15, 13] },
    },
  },
  'canon-560': {
    stem: 'canon-pixma-ts',
    models: ['5350', '5351', '5352', '5353', '7450', '7451'],
    palette: 'black-tri',
    printhead: true,
    tiers: {
      standard: { pack: '560', mfr: ['3713C001', '3731C001'], pages: [180, 180], ml: [7.5, 8.3] },
      xl: { pack: '560XL', mfr: ['3712C001', '3730C001'], pages: [400, 300], ml: [14.3, 12.2] },
    },
  },
  'canon-pgi-2500': {
    stem: 'canon-maxify',
    models: ['5050', '5150', '5155', '5450', '5455'],
    palette: 'cmyk',
    tiers: { xl: { pack: 'PGI-2500XL', mfr: ['9254B001', '9265B001', '9266B001', '9267B001'], pages: [2500, 1500], ml: [70.9, 19.3] } },
  },
  'epson-603': {
    stem: 'epson-workforce',
    models: ['2810', '2830', '2835', '2850'],
    palette: 'cmyk',
    nickname: 'Starfish',
    tiers: {
      standard: { pack: '603', mfr: ['C13T03U14010', 'C13T03U24010', 'C13T03U34010', 'C13T03U44010'], pages: [150, 130], ml: [3.4, 2.4] },
      xl: { pack: '603XL', mfr: ['C13T03A14010', 'C13T03A24010', 'C13T03A34010', 'C13T03A44010'], pages: [500, 350], ml: [8.9, 4] },
    },
  },
  'epson-29': {
    stem: 'epson-expression-home',
    models: ['235', '245', '247', '332', '335', '342', '345', '432', '435', '442', '445'],
    palette: 'cmyk',
    nickname: 'Strawberry',
    tiers: {
      standard: { pack: '29', mfr: ['C13T29814012', 'C13T29824012', 'C13T29834012', 'C13T29844012'], pages: [175, 180], ml: [5.3, 3.2] },
      xl: { pack: '29XL', mfr: ['C13T29914012', 'C13T29924012', 'C13T29934012', 'C13T29944012'], pages: [470, 450], ml: [11.3, 6.4] },
    },
  },
  'epson-202': {
    stem: 'epson-expression-premium',
    models: ['6000', '6005', '6100', '6105'],
    palette: 'cmyk-pbk',
    nickname: 'Kiwi',
    tiers: {
      standard: { pack: '202', mfr: ['C13T02E14010', 'C13T02F14010', 'C13T02F24010', 'C13T02F34010', 'C13T02F44010'], pages: [250, 300], ml: [6.9, 4.1] },
      xl: { pack: '202XL', mfr: ['C13T02G14010', 'C13T02H14010', 'C13T02H24010', 'C13T02H34010', 'C13T02H44010'], pages: [550, 650], ml: [13.8, 8.5] },
    },
  },
  'epson-35': {
    stem: 'epson-workforce-pro',
    models: ['4720DWF', '4725DWF', '4730DTWF', '4740DTWF'],
    palette: 'cmyk',
    nickname: 'Padlock',
    tiers: {
      standard: { pack: '35', mfr: ['C13T35814010', 'C13T35824010', 'C13T35834010', 'C13T35844010'], pages: [900, 650], ml: [16.1, 9.1] },
      xl: { pack: '35XL', mfr: ['C13T35914010', 'C13T35924010', 'C13T35934010', 'C13T35944010'], pages: [2600, 1900], ml: [41.2, 20.3] },
    },
  },
  'epson-502': {
    stem: 'epson-expression-home',
    models: ['5100', '5105', '5150', '5155'],
    palette: 'cmyk',
    nickname: 'Binoculars',
    tiers: {
      standard: { pack: '502', mfr: ['C13T02V14010', 'C13T02V24010', 'C13T02V34010', 'C13T02V44010'], pages: [210, 165], ml: [4.6, 3.3] },
      xl: { pack: '502XL', mfr: ['C13T02W14010', 'C13T02W24010', 'C13T02W34010', 'C13T02W44010'], pages: [550, 470], ml: [9.2, 6.4] },
    },
  },
  'epson-16': {
    stem: 'epson-workforce',
    models: ['2010W', '2510WF', '2530WF', '2540WF', '2630WF', '2650DWF', '2660DWF', '2750DWF', '2760DWF'],
    palette: 'cmyk',
    nickname: 'Pen and Crossword',
    tiers: {
      standard: { pack: '16', mfr: ['C13T16214012', 'C13T16224012', 'C13T16234012', 'C13T16244012'], pages: [175, 165], ml: [5.4, 3.1] },
      xl: { pack: '16XL', mfr: ['C13T16314012', 'C13T16324012', 'C13T16334012', 'C13T16344012'], pages: [500, 450], ml: [12.9, 6.5] },
    },
  },
  'brother-lc3211': {
    stem: 'brother-mfc-j',
    models: ['491DW', '497DW', '890DW', '895DW'],
    palette: 'cmyk',
    tiers: {
      standard: { pack: 'LC3211', mfr: [], pages: [200, 200] },
      xl: { pack: 'LC3213', mfr: [], pages: [400, 400] },
    },
  },
  'brother-lc421': {
    stem: 'brother-dcp-j',
    models: ['1050DW', '1140DW', '1200W'],
    palette: 'cmyk',
    tiers: {
      standard: { pack: 'LC421', mfr: [], pages: [200, 200] },
      xl: { pack: 'LC421XL', mfr: [], pages: [500, 500] },
    },
  },
  'brother-lc3217': {
    stem: 'brother-mfc-j',
    models: ['5330DW', '5335DW', '5730DW', '5930DW', '6530DW', '6930DW', '6935DW'],
    palette: 'cmyk',
    tiers: {
      standard: { pack: 'LC3217', mfr: [], pages: [550, 550] },
      xl: { pack: 'LC3219XL', mfr: [], pages: [3000, 1500] },
    },
  },
  'brother-lc223': {
    stem: 'brother-dcp-j',
    models: ['4120DW', '562DW', '4110DW'],
    palette: 'cmyk',
    tiers: { standard: { pack: 'LC223', mfr: [], pages: [550, 550] } },
  },
  'lexmark-100': {
    stem: 'lexmark-s',
    models: ['305', '405', '505', '605', '815'],
    palette: 'cmyk',
    tiers: { xl: { pack: '100XL', mfr: ['14N1068E', '14N1069E', '14N1070E', '14N1071E'], pages: [510, 600], ml: [21, 9] } },
  },
  'lexmark-36': {
    stem: 'lexmark-x',
    models: ['2650', '3650', '4650', '5650', '6650'],
    palette: 'black-tri',
    printhead: true,
    tiers: {
      standard: { pack: '36', mfr: ['18C2130E', '18C2140E'], pages: [175, 150], ml: [8.2, 7] },
      xl: { pack: '36XL', mfr: ['18C2170E', '18C2180E'], pages: [500, 500], ml: [21, 21] },
    },
  },
}
