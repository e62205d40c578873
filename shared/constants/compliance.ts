/**
 * @module
 * Regulatory marks the footer shows (SPEC §1 "Regulatory marks UKCA, CE and WEEE appear").
 */

/**
 * The shop's producer registration under the UK WEEE Regulations (format WEE/AA1234AA), printed
 * beside the crossed-out bin so customers know where electrical waste is taken back.
 */
export const WEEE_PRODUCER_NUMBER = 'WEE/GH4821TZ'
