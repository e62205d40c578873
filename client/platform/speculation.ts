/**
 * @module
 * Speculation rules added at run time (issue 26): a `<script type="speculationrules">` carrying the
 * page's CSP nonce, as the policy admits no inline script without it. Removing the script withdraws
 * the rules, and the browser drops what it fetched for them.
 */
import type { SpeculationRules } from '../../shared/rules/speculation-rules'
import { supportsSpeculationRules } from './activation'
import { pageNonce } from './chat-loader'

/** Adds `rules` to the page; answers how to withdraw them. Does nothing where speculation rules are unknown. */
export function addSpeculationRules(rules: SpeculationRules, doc: Document = document): () => void {
  if (!supportsSpeculationRules()) return () => {}
  const script = doc.createElement('script')
  script.type = 'speculationrules'
  const nonce = pageNonce(doc)
  if (nonce) script.nonce = nonce
  script.textContent = JSON.stringify(rules)
  doc.head.appendChild(script)
  return () => script.remove()
}
