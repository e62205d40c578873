/**
 * @module
 * The German store view's attribute and option labels (Magento's store labels), by attribute code
 * and by the default (English) option label. Left out, and so shown as the default label: brand
 * names, abbreviations and standards (USB, CE, UKCA, WEEE, NFC, Bluetooth) and paper sizes (A4,
 * 6x4: the paper finder's URL segments are made from them).
 */
import type { StoreLabels } from '../catalogue/attributes'

const YES_NO = { Yes: 'Ja', No: 'Nein' }

export const GERMAN_ATTRIBUTE_LABELS: StoreLabels = {
  attributes: {
    specification_brand: 'Marke',
    specification_product_type: 'Produktart',
    specification_colour: 'Farbe',
    cartridge_condition: 'Patronentyp',
    printer_condition: 'Zustand',
    group: 'Geeignet für',
    standard_interfaces: 'Anschlüsse',
    printing: 'Druckfarbe',
    duplex_functions: 'Beidseitiger Druck',
    conformity_marks: 'Konformitätszeichen',
    maximum_iso_a_series_paper: 'Maximales Papierformat',
    print_speed_filters: 'Druckgeschwindigkeit',
    paper_size: 'Papierformat',
  },
  options: {
    specification_product_type: {
      'Ink Cartridge': 'Tintenpatrone',
      'Toner Cartridge': 'Tonerkartusche',
      'Drum Unit': 'Trommeleinheit',
      'Label Tape': 'Schriftband',
      Paper: 'Papier',
      Printer: 'Drucker',
      Warranty: 'Garantieverlängerung',
      'Gift Card': 'Geschenkgutschein',
    },
    specification_colour: {
      Black: 'Schwarz',
      'Photo Black': 'Fotoschwarz',
      Yellow: 'Gelb',
      'Tri-colour': 'Dreifarbig',
      Multicolour: 'Mehrfarbig',
      Grey: 'Grau',
      White: 'Weiß',
      Clear: 'Transparent',
      Red: 'Rot',
      Blue: 'Blau',
      Green: 'Grün',
      Purple: 'Violett',
      Pink: 'Rosa',
      Silver: 'Silber',
      Natural: 'Natur',
    },
    cartridge_condition: { Genuine: 'Original', Compatible: 'Kompatibel', Remanufactured: 'Wiederaufbereitet' },
    printer_condition: { New: 'Neu', Refurbished: 'Generalüberholt' },
    group: { Home: 'Zuhause', Office: 'Büro', Business: 'Unternehmen' },
    standard_interfaces: { 'Wi-Fi': 'WLAN' },
    printing: { Mono: 'Schwarzweiß', Colour: 'Farbe' },
    duplex_functions: { Automatic: 'Automatisch', Manual: 'Manuell', None: 'Nein' },
    bluetooth: YES_NO,
    near_field_communication_nfc: YES_NO,
    print_speed_filters: {
      'Up to 20 ppm': 'Bis 20 Seiten/Min.',
      '21 to 30 ppm': '21 bis 30 Seiten/Min.',
      '31 to 40 ppm': '31 bis 40 Seiten/Min.',
      'Over 40 ppm': 'Über 40 Seiten/Min.',
    },
  },
}

/** A colour's German name ('Black' -> 'Schwarz'; 'Cyan' stays). */
export const germanColour = (label: string): string => GERMAN_ATTRIBUTE_LABELS.options.specification_colour?.[label] ?? label
