/**
 * @module
 * The shape of a named operation (SPEC §7 "POST /{integrationTag}/{methodName}", here
 * /api/magento/:methodName): a stored document, the browser's variables as a zod schema, and hooks
 * for what only the worker may do (read the cart cookie, set httpOnly cookies, hide the token).
 * `defineOperation` checks each definition's types and erases them, so the registry can hold
 * operations of different shapes.
 */
import type { AnyVariables, TypedDocumentNode } from '@urql/core'
import type { Context } from 'hono'
import type { z } from 'zod'
import type { AppEnv } from '../env'
import { SessionEnded } from '../graphql/errors'

export type OperationKind = 'query' | 'mutation'

/** What a hook gets: the request, the validated browser input and the store the call goes to. */
export type OperationCall<Input> = { c: Context<AppEnv>; input: Input; store: string }

/** The document's variables, or an answer that needs no back-end call. */
export type Prepared<Variables, Output> = { variables: Variables } | { answer: Output }

export type OperationDefinition<Data, Variables extends AnyVariables, Input, Output> = {
  document: TypedDocumentNode<Data, Variables>
  kind: OperationKind
  /** Sends the customer's token from the httpOnly cookie (and so is never publicly cacheable). */
  asCustomer: boolean
  /** What the browser may send. */
  variables: z.ZodType<Input>
  /** Turns the browser's input into the document's variables, adding what only the worker knows. */
  prepare: (call: OperationCall<Input>) => Prepared<Variables, Output> | Promise<Prepared<Variables, Output>>
  /** Runs after success: cookies, follow-up calls, and the data the browser is shown. */
  after: (data: Data, call: OperationCall<Input>) => Output | Promise<Output>
  /** For captcha-protected operations: the token to verify before anything reaches the back end. */
  captchaToken?: (input: Input) => string | undefined
  /** When an ended session is the goal rather than a failure (signing out). */
  whenSessionEnded?: (call: OperationCall<Input>) => Output
}

export type VariableIssue = { path: string; message: string }

/** A validated call, ready to be checked for a captcha and run. */
export type AcceptedCall = {
  ok: true
  /** Present for captcha-protected operations (undefined when the browser sent no token). */
  captcha: { token: string | undefined } | null
  run: (c: Context<AppEnv>, store: string) => Promise<unknown>
}

export type NamedOperation = {
  readonly kind: OperationKind
  readonly asCustomer: boolean
  accept(rawVariables: unknown): AcceptedCall | { ok: false; issues: VariableIssue[] }
}

export function defineOperation<Data, Variables extends AnyVariables, Input, Output>(definition: OperationDefinition<Data, Variables, Input, Output>): NamedOperation {
  const { document, kind, asCustomer, captchaToken, whenSessionEnded } = definition
  return {
    kind,
    asCustomer,
    accept(rawVariables) {
      const parsed = definition.variables.safeParse(rawVariables)
      if (!parsed.success) {
        return { ok: false, issues: parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })) }
      }
      const input = parsed.data
      return {
        ok: true,
        captcha: captchaToken ? { token: captchaToken(input) } : null,
        async run(c, store) {
          const call: OperationCall<Input> = { c, input, store }
          const prepared = await definition.prepare(call)
          if ('answer' in prepared) return prepared.answer
          const options = { asCustomer, store }
          try {
            const data = kind === 'query' ? await c.var.graphql.query(document, prepared.variables, options) : await c.var.graphql.mutate(document, prepared.variables, options)
            return await definition.after(data, call)
          } catch (error) {
            if (error instanceof SessionEnded && whenSessionEnded) return whenSessionEnded(call)
            throw error
          }
        },
      }
    },
  }
}

/** `prepare` for operations whose browser input is exactly the document's variables. */
export const sameVariables = <Input extends AnyVariables>({ input }: OperationCall<Input>): { variables: Input } => ({ variables: input })

/** `after` for operations whose answer the browser may see as it is. */
export const dataAsIs = <Data>(data: Data): Data => data
