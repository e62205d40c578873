// Prerendering (HTML, speculation rules): not yet in TypeScript's DOM library. Undefined in browsers
// that never prerender.
interface Document {
  readonly prerendering?: boolean
}
