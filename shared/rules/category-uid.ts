/**
 * @module
 * Magento's `uid` of a category is its numeric id in base64; some calls (addMyPrinter,
 * myPrinters) still speak in ids.
 */
export const categoryUid = (id: number): string => btoa(String(id))

/** The id a category uid stands for, or null when it is not one. */
export function categoryIdFromUid(uid: string): number | null {
  let decoded: string
  try {
    decoded = atob(uid)
  } catch {
    return null
  }
  return /^[1-9]\d{0,9}$/.test(decoded) ? Number(decoded) : null
}
