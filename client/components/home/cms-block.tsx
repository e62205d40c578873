/**
 * A CMS block's markup in the page. `html` must already be safe: the worker passed it through
 * `sanitizeHtml` (shared/html). The block carries no classes we keep, so its look comes from the
 * container's `className`.
 */
export function CmsBlock({ identifier, html, className }: { identifier: string; html: string; className: string }) {
  return <div data-cms-block={identifier} className={className} dangerouslySetInnerHTML={{ __html: html }} />
}
