import { afterEach, expect, test, vi } from 'vitest'

afterEach(() => {
  document.body.innerHTML = ''
  vi.resetModules()
})

test('what staff typed before the editor script arrived is previewed as soon as it runs', async () => {
  document.body.innerHTML = `
    <form data-cms-editor data-path-prefix="">
      <textarea name="content">The saved text</textarea>
    </form>
    <div id="cms-preview" data-empty-text="(nothing left to show)"><p>The saved text</p></div>`
  // Typed while the script was still loading: no listener of ours saw the input event.
  document.querySelector('textarea')!.value = '<p onclick="alert(1)">Typed early</p><script>alert(2)</script>'
  await import('./editor-script')
  const preview = document.getElementById('cms-preview')!
  expect(preview.textContent).toContain('Typed early')
  expect(preview.querySelector('script, [onclick]')).toBeNull()
})
