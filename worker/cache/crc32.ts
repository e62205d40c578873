/**
 * @module
 * CRC-32 as gzip's trailer carries it (ISO 3309, the reflected polynomial 0xEDB88320), and the
 * checksum of two pieces joined, from the pieces' own checksums: a kept page's compressed part is
 * summed once when it is kept, and each answer only sums the few bytes that carry its nonce.
 */

const POLYNOMIAL = 0xedb88320

const TABLE = (() => {
  const table = new Uint32Array(256)
  for (let byte = 0; byte < 256; byte++) {
    let value = byte
    for (let bit = 0; bit < 8; bit++) value = value & 1 ? POLYNOMIAL ^ (value >>> 1) : value >>> 1
    table[byte] = value >>> 0
  }
  return table
})()

/** The CRC-32 of `bytes`. */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (let i = 0; i < bytes.length; i++) crc = TABLE[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8)
  return ~crc >>> 0
}

/**
 * a·b modulo the polynomial, both written reflected (bit 31 is x⁰). The sum of `b·xⁱ` over the terms
 * of `a`, with `b` multiplied by x (a shift, reduced by the polynomial) from one term to the next.
 */
function multiplyModulo(a: number, b: number): number {
  let product = 0
  for (let term = 0x80000000; term !== 0; term >>>= 1) {
    if (a & term) product ^= b
    b = b & 1 ? (b >>> 1) ^ POLYNOMIAL : b >>> 1
  }
  return product >>> 0
}

/** x^(2^k) modulo the polynomial for k = 0..31, each the square of the one before. */
const POWERS_OF_TWO = (() => {
  const powers: number[] = [0x40000000] // x¹
  for (let k = 1; k < 32; k++) powers.push(multiplyModulo(powers[k - 1]!, powers[k - 1]!))
  return powers
})()

/**
 * What appending `length` bytes does to a checksum, as a factor: x^(8·length) modulo the polynomial.
 * Worked out once per kept page, it makes each answer's join a single multiplication.
 */
export function crc32Shift(length: number): number {
  let factor = 0x80000000 // x⁰
  let k = 3 // 8 = 2³: each byte is eight shifts
  for (let n = length; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2 === 1) factor = multiplyModulo(POWERS_OF_TWO[k % 32]!, factor)
  }
  return factor
}

/** The CRC-32 of A followed by B, from crc(A), crc(B) and `crc32Shift(B's length)`. */
export function crc32Join(crcA: number, crcB: number, shiftB: number): number {
  return (multiplyModulo(shiftB, crcA) ^ crcB) >>> 0
}
