import { use } from 'react'
import { serializeForScript } from '../../shared/html/serialize-for-script'

/**
 * Structured data that depends on something streamed after the head (a product's reviews): written
 * at the end of the page once it is known. Data blocks are not run, so they need no nonce.
 */
export function StreamedStructuredData({ data }: { data: Promise<readonly object[]> }) {
  return (
    <>
      {use(data).map((entry, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeForScript(entry) }} />
      ))}
    </>
  )
}
