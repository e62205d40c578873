/**
 * @module
 * The two kinds of named operation (SPEC §7, /api/magento/:methodName), each built for one name of
 * the contract in `shared/api/contract.ts`, which fixes its method, input schema and answer:
 * - `runsDocument`: one stored document, with hooks for what only the worker may do (read the cart
 *   cookie, set httpOnly cookies, hide the token) before and after it;
 * - `runsAction`: a worker action that makes its own back-end calls (the same action the page's
 *   form post runs), so both doors do the same thing.
 * Both erase their types once checked, so the registry can hold operations of different shapes.
 */
import type { AnyVariables, TypedDocumentNode } from '@urql/core'
import type { Context } from 'hono'
import type { z } from 'zod'
import { API_METHODS, type ApiAnswer, type ApiInput, type ApiMethod, type ApiName, type ApiVariables } from '../../shared/api/contract'
import { API_INPUTS } from '../../shared/api/inputs'
import type { AppEnv } from '../env'
import { GraphQLCallError, SessionEnded } from '../graphql/errors'

/** What a hook gets: the request, the validated browser input and the store the call goes to. */
export type OperationCall<Name extends ApiName> = { c: Context<AppEnv>; input: ApiVariables<Name>; store: string }

/** The document's variables, or an answer that needs no back-end call. */
export type Prepared<Variables, Answer> = { variables: Variables } | { answer: Answer }

type Awaitable<T> = T | Promise<T>

type Common<Name extends ApiName> = {
  /** Sends the customer's token from the httpOnly cookie (and so is never publicly cacheable). */
  asCustomer: boolean
  /** For captcha-protected operations: the token to verify before anything reaches the back end. */
  captchaToken?: (input: ApiVariables<Name>) => string | undefined
}

export type DocumentOperation<Name extends ApiName, Data, Variables extends AnyVariables> = Common<Name> & {
  document: TypedDocumentNode<Data, Variables>
  /** Turns the browser's input into the document's variables, adding what only the worker knows. */
  prepare: (call: OperationCall<Name>) => Awaitable<Prepared<Variables, ApiAnswer<Name>>>
  /** Runs after success: cookies, follow-up calls, and the view the browser is shown. */
  answer: (data: Data, call: OperationCall<Name>) => Awaitable<ApiAnswer<Name>>
  /** When an ended session is the goal rather than a failure (signing out). */
  whenSessionEnded?: (call: OperationCall<Name>) => ApiAnswer<Name>
  /** Runs when the back end refuses the call (a failed sign-in counts against the client's limit). */
  onRefused?: (call: OperationCall<Name>) => Promise<void>
}

export type ActionOperation<Name extends ApiName> = Common<Name> & {
  run: (call: OperationCall<Name>) => Promise<ApiAnswer<Name>>
}

export type VariableIssue = { path: string; message: string }

/** A validated call, ready to be checked for a captcha and run. */
export type AcceptedCall = {
  ok: true
  /** Present for captcha-protected operations (undefined when the browser sent no token). */
  captcha: { token: string | undefined } | null
  run: (c: Context<AppEnv>, store: string) => Promise<unknown>
}

/** One operation as the route runs it. */
export type NamedOperation<Name extends ApiName = ApiName> = {
  readonly name: Name
  readonly method: ApiMethod
  readonly asCustomer: boolean
  accept(rawVariables: unknown): AcceptedCall | { ok: false; issues: VariableIssue[] }
}

/** The contract's schemas, typed per name so a generic name finds its own variables' type. */
const INPUT_SCHEMAS: { [Name in ApiName]: z.ZodType<ApiVariables<Name>, ApiInput<Name>> } = API_INPUTS

function accepting<Name extends ApiName>(name: Name, common: Common<Name>, run: (call: OperationCall<Name>) => Promise<unknown>): NamedOperation<Name> {
  const schema = INPUT_SCHEMAS[name]
  return {
    name,
    method: API_METHODS[name],
    asCustomer: common.asCustomer,
    accept(rawVariables) {
      const parsed = schema.safeParse(rawVariables)
      if (!parsed.success) {
        return { ok: false, issues: parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })) }
      }
      const input = parsed.data
      return {
        ok: true,
        captcha: common.captchaToken ? { token: common.captchaToken(input) } : null,
        run: (c, store) => run({ c, input, store }),
      }
    },
  }
}

export function runsDocument<Name extends ApiName, Data, Variables extends AnyVariables>(
  name: Name,
  definition: DocumentOperation<Name, Data, Variables>,
): NamedOperation<Name> {
  const { document, asCustomer, whenSessionEnded } = definition
  return accepting(name, definition, async (call) => {
    const prepared = await definition.prepare(call)
    if ('answer' in prepared) return prepared.answer
    const options = { asCustomer, store: call.store }
    try {
      // Reads are queries and writes mutations, as the contract's methods say.
      const graphql = call.c.var.graphql
      const data = API_METHODS[name] === 'GET' ? await graphql.query(document, prepared.variables, options) : await graphql.mutate(document, prepared.variables, options)
      return await definition.answer(data, call)
    } catch (error) {
      if (error instanceof SessionEnded && whenSessionEnded) return whenSessionEnded(call)
      if (error instanceof GraphQLCallError && definition.onRefused) await definition.onRefused(call)
      throw error
    }
  })
}

export function runsAction<Name extends ApiName>(name: Name, definition: ActionOperation<Name>): NamedOperation<Name> {
  return accepting(name, definition, definition.run)
}

/** `prepare` for operations whose browser input is exactly the document's variables. */
export const sameVariables = <Input extends AnyVariables>({ input }: { input: Input }): { variables: Input } => ({ variables: input })

/** `answer` for operations whose data the browser may see as it is. */
export const dataAsIs = <Data>(data: Data): Data => data
