/**
 * @module
 * Errors that know their HTTP status. Routes throw them; the single error handler turns them into
 * the spec's error pages. Anything else thrown is an internal error (500).
 */
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { MessageParams } from '../../shared/messages/interpolate'
import type { MessageKey } from '../../shared/messages/translate'

export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    options?: { cause?: unknown; reason?: MessageKey; reasonParams?: MessageParams; headers?: Record<string, string> },
  ) {
    super(message, options)
    this.name = 'HttpError'
    this.reason = options?.reason
    this.reasonParams = options?.reasonParams
    this.headers = options?.headers ?? {}
  }

  /** Headers the error page carries (`Retry-After` on a 429). */
  readonly headers: Record<string, string>

  /** What the error page tells the shopper about it, in the store view's words. */
  readonly reason: MessageKey | undefined

  /** Values for the reason's placeholders (a field's label, say). */
  readonly reasonParams: MessageParams | undefined
}

/** SPEC §2: an unresolved path or a failed validate step is a 404. */
export class NotFound extends HttpError {
  constructor(message = 'Not found', options?: { cause?: unknown }) {
    super(404, message, options)
    this.name = 'NotFound'
  }
}
