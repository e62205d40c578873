/** Magento's `uid` for catalogue entities: the base64 of the numeric id. */
export function toUid(id: number): string {
  return btoa(String(id))
}

/** The numeric id inside a uid, or null when it is not one of ours. */
export function fromUid(uid: string): number | null {
  try {
    const text = atob(uid)
    return /^\d{1,12}$/.test(text) ? Number(text) : null
  } catch {
    return null
  }
}
