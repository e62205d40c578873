import { describe, expect, it } from 'vitest'
import { deDE } from './de-de'
import { enGB } from './en-gb'

/**
 * SPEC §5 lists two texts for a bad e-mail address; the shop uses one, "The email field must be a
 * valid email", on every form (sign in, registration, forgotten password, contact, newsletter,
 * checkout, stock notification). A second text creeping back in fails here.
 */
describe('the invalid e-mail text', () => {
  it('is one message in English', () => {
    expect(enGB['form.email']).toBe('The email field must be a valid email')
    const others = Object.entries(enGB).filter(([key, text]) => key !== 'form.email' && /\b(valid|invalid) e-?mail/i.test(text))
    expect(others).toEqual([])
  })

  it('is one message in German', () => {
    const others = Object.entries(deDE).filter(([key, text]) => key !== 'form.email' && /gültige E-Mail/i.test(text))
    expect(others).toEqual([])
  })
})
