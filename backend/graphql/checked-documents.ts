/**
 * @module
 * Documents already parsed and found valid, by their text, per schema. A storefront sends the same
 * few dozen documents again and again; parsing and validating each one on every request cost more
 * than many of the answers (graphql-js walks the whole document once per rule). Only valid
 * documents are kept, within a budget of text (a parsed document takes some tens of times its
 * text), the least recently used going first; what a document means never changes while its schema
 * stays the same.
 */
import type { DocumentNode, GraphQLSchema } from 'graphql'

/** Several times the storefront's own documents (about 40 KB of text), and a few MB parsed. */
const TEXT_BUDGET = 256 * 1024
/** A longer text is checked every time rather than held: no storefront document comes near it. */
const MAX_KEPT_LENGTH = 16 * 1024

type Kept = { documents: Map<string, DocumentNode>; length: number }
const bySchema = new WeakMap<GraphQLSchema, Kept>()

/** The checked document for `query`, if one is kept (and it becomes the most recently used). */
export function checkedDocument(schema: GraphQLSchema, query: string): DocumentNode | undefined {
  const documents = bySchema.get(schema)?.documents
  const document = documents?.get(query)
  if (document && documents) {
    documents.delete(query)
    documents.set(query, document)
  }
  return document
}

/** Keeps a document that parsed and passed every validation rule. */
export function keepCheckedDocument(schema: GraphQLSchema, query: string, document: DocumentNode): void {
  if (query.length > MAX_KEPT_LENGTH) return
  let kept = bySchema.get(schema)
  if (!kept) bySchema.set(schema, (kept = { documents: new Map(), length: 0 }))
  if (kept.documents.has(query)) return
  kept.documents.set(query, document)
  kept.length += query.length
  for (const oldest of kept.documents.keys()) {
    if (kept.length <= TEXT_BUDGET) break
    kept.documents.delete(oldest)
    kept.length -= oldest.length
  }
}
