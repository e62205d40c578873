/** What the back end accepts as an e-mail address: something@domain.tld, no spaces. */
export const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
