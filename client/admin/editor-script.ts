/**
 * @module
 * The block editor's only script (its own bundle, never loaded by shop pages): the preview follows
 * the content as staff type, through the shop's own sanitiser. Without it, the Preview button posts
 * the form and the server renders the same preview.
 */
import { cmsPreview } from './cms-preview'

function startLivePreview(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-cms-editor]')
  const content = form?.querySelector<HTMLTextAreaElement>('textarea[name="content"]')
  const preview = document.getElementById('cms-preview')
  const text = document.getElementById('cms-preview-text')
  if (!form || !content || !preview) return
  const pathPrefix = form.dataset['pathPrefix'] ?? ''
  const empty = preview.dataset['emptyText'] ?? ''
  let scheduled = false
  const render = () => {
    scheduled = false
    const next = cmsPreview(content.value, pathPrefix)
    // The sanitiser's output is rebuilt from an allow-list (no scripts, handlers or styles), which
    // is what makes it safe as markup here, as it is on the shop's pages.
    preview.innerHTML = next.html || ''
    if (!next.html) preview.textContent = empty
    if (text) text.textContent = next.text || empty
  }
  // One render per frame, however fast the typing.
  content.addEventListener('input', () => {
    if (scheduled) return
    scheduled = true
    requestAnimationFrame(render)
  })
  // What staff typed before this script arrived has had no input event of ours: draw it now.
  render()
}

startLivePreview()
