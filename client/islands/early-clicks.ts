/**
 * @module
 * What a shopper clicks on an island before it has hydrated is kept (issue 26 point 4). Links and
 * form buttons need nothing: they work as server HTML, and the shell's listeners (modal and panel
 * openers, soft navigation) are already on the document. A button that only a script can serve
 * (`type="button"`: a tab, the VAT switch, the help launcher) does nothing until then, so its
 * clicks are noted and clicked again once the island has hydrated, in the order they came.
 */

/**
 * Notes the clicks on `element`'s script-only buttons from now on. The returned function stops
 * noting (React takes over the island's events once it starts hydrating it) and gives the buttons.
 */
export function recordEarlyClicks(element: HTMLElement): () => HTMLButtonElement[] {
  const clicked: HTMLButtonElement[] = []
  const note = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (button && button.type === 'button' && element.contains(button)) clicked.push(button)
  }
  element.addEventListener('click', note, { capture: true })
  return () => {
    element.removeEventListener('click', note, { capture: true })
    return clicked.splice(0)
  }
}

/**
 * Clicks the noted buttons again, after the hydrated island has settled (its first render shows the
 * server's state; the stores' state follows in the next task), skipping any it no longer has.
 */
export function replayClicks(buttons: readonly HTMLButtonElement[]): void {
  if (buttons.length === 0) return
  setTimeout(() => {
    for (const button of buttons) if (button.isConnected && !button.disabled) button.click()
  })
}
