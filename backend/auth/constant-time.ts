/**
 * @module
 * Secrets compared in constant time, so a refusal's timing cannot reveal how much of a guess was
 * right. Uses workerd's `crypto.subtle.timingSafeEqual`.
 */

/** A Workers extension, hidden by the DOM library's SubtleCrypto type (see tsconfig.json). */
type WorkersSubtle = SubtleCrypto & { timingSafeEqual(a: ArrayBufferView | ArrayBuffer, b: ArrayBufferView | ArrayBuffer): boolean }

/** Whether two byte strings are equal, in time that depends only on their length. */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  // timingSafeEqual throws on different lengths; a length is no secret here (digests have one length).
  if (a.byteLength !== b.byteLength) return false
  return (crypto.subtle as WorkersSubtle).timingSafeEqual(a, b)
}

/** The same for two strings, such as hex digests of tokens. */
export function sameText(a: string, b: string): boolean {
  const encoder = new TextEncoder()
  return sameBytes(encoder.encode(a), encoder.encode(b))
}
