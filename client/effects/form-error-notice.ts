/**
 * @module
 * SPEC §8 "Registration, login or captcha error: persistent danger notification titled
 * 'Registration error'". The sign-in, registration and password pages show the refusal beside the
 * form (so it is there without scripts); with scripts it is also raised as that notification. The
 * server marks such a refusal with `data-notify-title`.
 */
import { onRouteChange } from '../runtime/route-change'
import { notify } from '../stores/notifications'

function raise(doc: Document): void {
  const refusal = doc.querySelector<HTMLElement>('main [data-form-error][data-notify-title]')
  const message = refusal?.textContent?.trim()
  if (refusal && message) notify({ type: 'danger', title: refusal.dataset.notifyTitle ?? '', message, persistent: true })
}

export function startFormErrorNotice(doc: Document = document): void {
  raise(doc)
  onRouteChange(() => raise(doc))
}
