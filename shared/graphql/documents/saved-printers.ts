/**
 * @module
 * Saved printers (SPEC §3 "Saved printer", §7 myPrinters and addMyPrinter): the printers a
 * signed-in customer keeps to find their cartridges quickly. The documents are in
 * `saved-printers/`; their types are generated.
 */
export { AddMyPrinterDocument as ADD_MY_PRINTER, MyPrintersDocument as MY_PRINTERS, RemoveMyPrinterDocument as REMOVE_MY_PRINTER } from '../generated'
