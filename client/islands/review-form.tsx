import { useId, useState, type FormEvent, type MouseEvent } from 'react'
import { useSnapshot } from 'valtio/react'
import { REVIEW_FIELD_LIMITS, type ReviewField } from '../../shared/constants/reviews'
import { interpolate } from '../../shared/messages/interpolate'
import type { Messages } from '../../shared/messages/pick-messages'
import { fieldProblem, missingRatings, type FieldProblem } from '../../shared/rules/review-form'
import type { ReviewRatingView } from '../../shared/views/product-view'
import { fieldClass, primaryButton } from '../modals/modal-body'
import { customer, loadSession } from '../stores/customer'
import { reviews, submitReview } from '../stores/reviews'
import { openModal } from '../stores/ui'
import { useHydrated } from './use-hydrated'

export type ReviewFormText =
  | 'reviews.form.title'
  | 'reviews.form.intro'
  | 'reviews.form.signInHint'
  | 'reviews.form.signIn'
  | 'reviews.form.nickname'
  | 'reviews.form.summary'
  | 'reviews.form.text'
  | 'reviews.form.minLength'
  | 'reviews.form.rating'
  | 'reviews.form.stars'
  | 'reviews.form.stars.one'
  | 'reviews.form.submit'
  | 'reviews.form.required'
  | 'reviews.form.tooShort'
  | 'reviews.form.chooseStars'
  | 'reviews.form.thanks'
  | 'reviews.form.failed'

export type ReviewFormProps = {
  texts: Messages<ReviewFormText>
  sku: string
  productName: string
  /** Where the form posts without scripts (store-prefixed). */
  action: string
  /** The product's store-relative path, to come back to. */
  returnPath: string
  ratings: readonly ReviewRatingView[]
  /** Store-prefixed sign-in page, which the login modal stands in for when scripts run. */
  signInPath: string
}

/** Each rating's radio group: `rating:{id}`, as the no-JS route reads it. */
const ratingField = (id: string) => `rating:${id}`

const TEXT_FIELDS: readonly { name: ReviewField; label: ReviewFormText; multiline: boolean; autoComplete: string }[] = [
  { name: 'nickname', label: 'reviews.form.nickname', multiline: false, autoComplete: 'nickname' },
  { name: 'summary', label: 'reviews.form.summary', multiline: false, autoComplete: 'off' },
  { name: 'text', label: 'reviews.form.text', multiline: true, autoComplete: 'off' },
]

type Problems = Partial<Record<string, string>>

/** The form's values and what is wrong with them, in the words the page was given. */
function readForm(form: HTMLFormElement, props: ReviewFormProps) {
  const data = new FormData(form)
  const value = (name: string) => String(data.get(name) ?? '')
  const say = (problem: FieldProblem, field: ReviewField) =>
    problem === 'required' ? props.texts['reviews.form.required'] : interpolate(props.texts['reviews.form.tooShort'], { min: REVIEW_FIELD_LIMITS[field].min })
  const problems: Problems = {}
  for (const { name } of TEXT_FIELDS) {
    const problem = fieldProblem(name, value(name))
    if (problem) problems[name] = say(problem, name)
  }
  const chosen = Object.fromEntries(props.ratings.flatMap((rating) => (data.has(ratingField(rating.id)) ? [[rating.id, Number(value(ratingField(rating.id)))]] : [])))
  for (const id of missingRatings(props.ratings.map((rating) => rating.id), chosen)) problems[ratingField(id)] = props.texts['reviews.form.chooseStars']
  return { draft: { sku: props.sku, nickname: value('nickname').trim(), summary: value('summary').trim(), text: value('text').trim(), ratings: chosen }, problems }
}

/**
 * "Write a review" in the Reviews tab (SPEC §2; §6: only signed-in customers write reviews). The
 * server HTML is a plain form that posts to the review route, the same for every visitor; the route
 * refuses a guest with a notice asking to sign in. Once hydrated (deferred, when the browser is
 * idle), a guest who clicks into the form or sends it gets the login modal instead, and a signed-in
 * customer's review is checked here (SPEC §5 messages beside their fields) and sent through the
 * `createProductReview` named operation, then thanked without a reload.
 */
export function ReviewForm(props: ReviewFormProps) {
  const { texts, sku, productName, action, returnPath, ratings, signInPath } = props
  const hydrated = useHydrated()
  const shopper = useSnapshot(customer)
  const state = useSnapshot(reviews)
  const [problems, setProblems] = useState<Problems>({})
  const [failed, setFailed] = useState(false)
  const id = useId()
  const guest = hydrated && shopper.signedIn === false
  const sent = hydrated && state.submitted.includes(sku)

  const askToSignIn = () => openModal({ kind: 'login', props: {} })

  // A guest's click into the form opens the login modal (keyboard focus alone does not: WCAG 3.2.1).
  function onClickCapture(event: MouseEvent<HTMLFormElement>) {
    if (!guest || !(event.target instanceof Element) || !event.target.closest('input, textarea, label, button')) return
    event.preventDefault()
    askToSignIn()
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // Taken before any await: React clears `currentTarget` once the event has been dispatched, and a
    // shopper who submits before the session is known waits for it below.
    const form = event.currentTarget
    if (reviews.status === 'saving') return
    if (customer.signedIn === null) await loadSession()
    if (customer.signedIn !== true) return askToSignIn()
    const { draft, problems: found } = readForm(form, props)
    setProblems(found)
    setFailed(false)
    const first = Object.keys(found)[0]
    if (first) return form.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`)?.focus()
    if (await submitReview(draft)) return
    if (reviews.error === 'signIn') askToSignIn()
    else setFailed(true)
  }

  const described = (name: string, hint?: string) => [hint, problems[name] ? `${id}-${name}-error` : undefined].filter(Boolean).join(' ') || undefined
  const problem = (name: string) =>
    problems[name] ? (
      <p id={`${id}-${name}-error`} className="text-sm text-danger-700">
        {problems[name]}
      </p>
    ) : null

  return (
    <section id="write-review" aria-labelledby={`${id}-title`} className="max-w-2xl scroll-mt-24 space-y-3 rounded-lg border border-ink-300 p-4">
      <h3 id={`${id}-title`} className="text-lg font-bold text-ink-900">
        {texts['reviews.form.title']}
      </h3>
      <div role="status">{sent ? <p className="font-semibold text-stock-700">{texts['reviews.form.thanks']}</p> : null}</div>
      {sent ? null : (
        <form method="post" action={action} noValidate={hydrated} onSubmit={(event) => void onSubmit(event)} onClickCapture={onClickCapture} className="space-y-4">
          <input type="hidden" name="sku" value={sku} />
          <input type="hidden" name="path" value={returnPath} />
          <p>{interpolate(texts['reviews.form.intro'], { name: productName })}</p>
          {/* Without scripts everyone reads it; with them, only a guest (signed in or still unknown: hidden). */}
          <p className={guest ? 'text-sm' : 'text-sm js:hidden'}>
            {texts['reviews.form.signInHint']}{' '}
            <a href={signInPath} data-modal-open="login" className="font-semibold text-brand-700 underline hover:no-underline">
              {texts['reviews.form.signIn']}
            </a>
          </p>
          {TEXT_FIELDS.map(({ name, label, multiline, autoComplete }) => {
            const limits = REVIEW_FIELD_LIMITS[name]
            const common = {
              id: `${id}-${name}`,
              name,
              required: true,
              minLength: limits.min,
              maxLength: limits.max,
              autoComplete,
              'aria-invalid': problems[name] ? true : undefined,
              'aria-describedby': described(name, `${id}-${name}-hint`),
              className: fieldClass,
            }
            return (
              <div key={name}>
                <label htmlFor={`${id}-${name}`} className="font-semibold">
                  {texts[label]}
                </label>
                {multiline ? <textarea rows={5} {...common} /> : <input type="text" {...common} />}
                <p id={`${id}-${name}-hint`} className="text-sm text-ink-700">
                  {interpolate(texts['reviews.form.minLength'], { min: limits.min })}
                </p>
                {problem(name)}
              </div>
            )
          })}
          {ratings.map((rating) => (
            <fieldset key={rating.id} aria-describedby={described(ratingField(rating.id))} className="space-y-1">
              <legend className="font-semibold">{interpolate(texts['reviews.form.rating'], { name: rating.name })}</legend>
              <div className="flex flex-wrap gap-2">
                {rating.values.map((value) => (
                  <label key={value.valueId} className="flex cursor-pointer items-center gap-1 rounded-md border border-ink-300 px-2 py-1 has-[:checked]:border-brand-700 has-[:checked]:bg-ink-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700">
                    <input type="radio" name={ratingField(rating.id)} value={value.stars} required className="accent-brand-700" />
                    {value.stars === 1 ? texts['reviews.form.stars.one'] : interpolate(texts['reviews.form.stars'], { count: value.stars })}
                  </label>
                ))}
              </div>
              {problem(ratingField(rating.id))}
            </fieldset>
          ))}
          {failed ? (
            <p role="alert" className="text-danger-700">
              {texts['reviews.form.failed']}
            </p>
          ) : null}
          <button type="submit" disabled={state.status === 'saving'} aria-busy={state.status === 'saving'} className={primaryButton}>
            {texts['reviews.form.submit']}
          </button>
        </form>
      )}
    </section>
  )
}
