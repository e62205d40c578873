/**
 * @module
 * Draws the navigation progress bar (state in client/runtime/progress.ts) on the server-rendered
 * `[data-progress-bar]` element in the shell. Width is set through the CSSOM, which the page's
 * style policy allows (inline style attributes it does not).
 */
import { subscribe } from 'valtio/vanilla'
import { progress } from '../runtime/progress'

export function startProgressBar(): void {
  const bar = document.querySelector<HTMLElement>('[data-progress-bar]')
  const fill = bar?.firstElementChild
  if (!bar || !(fill instanceof HTMLElement)) return
  subscribe(progress, () => {
    bar.hidden = !progress.visible
    bar.toggleAttribute('data-failed', progress.failed)
    bar.setAttribute('aria-valuenow', String(Math.round(progress.percent)))
    fill.style.width = `${progress.percent}%`
  })
}
