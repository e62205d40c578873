import { beforeEach, describe, expect, it } from 'vitest'
import { notifications } from '../stores/notifications'
import { startFormErrorNotice } from './form-error-notice'

const MESSAGE = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.'

describe('the sign-in pages’ refusals as notifications (SPEC §8)', () => {
  beforeEach(() => {
    notifications.shown.splice(0)
  })

  it('raises a marked refusal as a persistent "Registration error"', () => {
    document.body.innerHTML = `<main><p role="alert" data-form-error="" data-notify-title="Registration error">${MESSAGE}</p></main>`
    startFormErrorNotice(document)
    expect(notifications.shown).toEqual([expect.objectContaining({ type: 'danger', title: 'Registration error', message: MESSAGE, persistent: true })])
  })

  it('leaves other pages’ refusals to themselves', () => {
    document.body.innerHTML = '<main><p role="alert" data-form-error="">Sorry, your changes could not be saved.</p></main>'
    startFormErrorNotice(document)
    expect(notifications.shown).toEqual([])
  })
})
