/**
 * @module
 * Suggestions as the shopper types (SPEC §2 "Search box and search"), loaded when a search box first
 * gets focus (`client/effects/search-suggestions.ts`). The box becomes an ARIA 1.2 combobox: after
 * two characters and a pause in typing, a listbox under it shows up to six products and four
 * categories or printer models (the `searchSuggestions` operation), and a polite status says how
 * many. The box stays the server's own input, never re-rendered, so nothing typed is lost; the
 * form still submits as it did (and the shell still tracks `search` on submit). Choosing a
 * suggestion tracks nothing of its own: it is a link, and the page it opens reports its own view.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import type { StoreView } from '../../shared/constants/stores'
import { SEARCH_SUGGEST_DEBOUNCE_MS } from '../../shared/constants/timings'
import { interpolate } from '../../shared/messages/interpolate'
import { formatMoney } from '../../shared/rules/format-money'
import { suggestionInput, type ProductSuggestion, type SearchSuggestions } from '../../shared/rules/search-suggestions'
import { storeFromPath } from '../../shared/rules/store-from-path'
import { suggest } from '../stores/search-suggestions'
import { onRouteChange } from '../runtime/route-change'
import { listKey, type ListState } from './suggestion-keys'
import { readPageTexts } from './read-page-texts'
import { SUGGESTION_TEXTS_ID, type SuggestionTexts } from './suggestion-texts'

export type SearchSuggestionsProps = { input: HTMLInputElement; texts: SuggestionTexts; store: StoreView }

const CLOSED: ListState = { open: false, active: -1 }

const SEARCH_BOX = 'form[role="search"] input[name="q"]'

/** Attributes the list puts on the box, and takes off again when it goes. */
const BOX_ATTRIBUTES = ['role', 'aria-autocomplete', 'aria-controls', 'aria-expanded', 'aria-activedescendant'] as const

const count = (suggestions: SearchSuggestions) => suggestions.products.length + suggestions.categories.length

function countText(texts: SuggestionTexts, n: number): string {
  if (n === 0) return texts['search.suggest.none']
  return n === 1 ? texts['search.suggest.one'] : interpolate(texts['search.suggest.count'], { count: n })
}

function Option({ id, href, active, children }: { id: string; href: string; active: boolean; children: ReactNode }) {
  // A link, so choosing it is an ordinary navigation (soft with scripts, a plain one otherwise).
  return (
    <a
      id={id}
      role="option"
      href={href}
      tabIndex={-1}
      aria-selected={active}
      className="flex items-center gap-3 px-3 py-2 text-ink-900 hover:bg-ink-100 aria-selected:bg-ink-100 aria-selected:outline-2 aria-selected:-outline-offset-2 aria-selected:outline-brand-700"
    >
      {children}
    </a>
  )
}

function Group({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label}>
      <div aria-hidden="true" className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-ink-600 uppercase">
        {label}
      </div>
      {children}
    </div>
  )
}

/** Both prices are rendered and the page's VAT mode shows one (docs/architecture.md "VAT display"). */
function Price({ product, texts, store }: { product: ProductSuggestion; texts: SuggestionTexts; store: StoreView }) {
  if (!product.pricePence) return null
  const vat = 'text-xs font-normal text-ink-600'
  return (
    <span className="shrink-0 text-right font-semibold">
      <span className="ex-vat:hidden">
        {formatMoney(product.pricePence.incl, store)} <span className={vat}>{texts['header.vat.including']}</span>
      </span>
      <span className="hidden ex-vat:inline">
        {formatMoney(product.pricePence.excl, store)} <span className={vat}>{texts['header.vat.excluding']}</span>
      </span>
    </span>
  )
}

export function SearchSuggestionsList({ input, texts, store }: SearchSuggestionsProps) {
  const listId = `${input.id}-suggestions`
  const optionId = (index: number) => `${listId}-${index}`
  const [suggestions, setSuggestions] = useState<SearchSuggestions | null>(null)
  const [list, setList] = useState<ListState>(CLOSED)
  const [status, setStatus] = useState('')
  const total = suggestions ? count(suggestions) : 0
  const expanded = list.open && total > 0

  // Asks after a pause in typing. Each new term cancels the request before it, so an older answer
  // arriving late can never replace a newer one.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    let pending: AbortController | null = null
    const ask = () => {
      clearTimeout(timer)
      pending?.abort()
      // What the shopper types changes the options, so none stays active.
      setList((current) => ({ ...current, active: -1 }))
      const term = suggestionInput(input.value)
      if (term === null) {
        setSuggestions(null)
        setStatus('')
        return
      }
      timer = setTimeout(() => {
        const request = new AbortController()
        pending = request
        void suggest(term, request.signal).then((result) => {
          if (request.signal.aborted) return
          // Without an answer the box is the plain search form it always was.
          setSuggestions(result.ok ? result.data : null)
          setList({ open: result.ok && document.activeElement === input, active: -1 })
          setStatus(result.ok ? countText(texts, count(result.data)) : '')
        })
      }, SEARCH_SUGGEST_DEBOUNCE_MS)
    }
    input.addEventListener('input', ask)
    // What was typed while this chunk loaded.
    ask()
    return () => {
      input.removeEventListener('input', ask)
      clearTimeout(timer)
      pending?.abort()
    }
  }, [input, texts])

  // The keyboard (suggestion-keys.ts): focus stays in the box; the arrows move the active option.
  // The handler reads the state of the latest commit, so a key pressed just after the list changed
  // acts on what the shopper sees.
  const shown = useRef({ expanded, active: list.active, total })
  useLayoutEffect(() => {
    shown.current = { expanded, active: list.active, total }
  })
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing || event.altKey || event.ctrlKey || event.metaKey) return
      const { expanded: open, active, total: options } = shown.current
      const outcome = listKey({ open, active }, event.key, options, input.value !== '')
      if (!outcome.handled) return
      event.preventDefault()
      setList(outcome.state)
      if (outcome.choose !== null) document.getElementById(`${listId}-${outcome.choose}`)?.click()
      if (outcome.clear) {
        input.value = ''
        input.dispatchEvent(new Event('input', { bubbles: true }))
      }
    }
    input.addEventListener('keydown', onKeyDown)
    return () => input.removeEventListener('keydown', onKeyDown)
  }, [input, listId])

  // Closes when focus or a click goes elsewhere, or the page changes; opens again on focus.
  useEffect(() => {
    const form = input.form
    const inForm = (target: EventTarget | null) => target instanceof Node && form !== null && form.contains(target)
    const reopen = () => setList({ open: true, active: -1 })
    const onFocusOut = (event: FocusEvent) => {
      if (!inForm(event.relatedTarget)) setList(CLOSED)
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!inForm(event.target)) setList(CLOSED)
    }
    input.addEventListener('focus', reopen)
    form?.addEventListener('focusout', onFocusOut)
    document.addEventListener('pointerdown', onPointerDown)
    const stopListening = onRouteChange(() => setList(CLOSED))
    return () => {
      input.removeEventListener('focus', reopen)
      form?.removeEventListener('focusout', onFocusOut)
      document.removeEventListener('pointerdown', onPointerDown)
      stopListening()
    }
  }, [input])

  // The box's combobox attributes follow the list.
  useEffect(() => {
    input.setAttribute('role', 'combobox')
    input.setAttribute('aria-autocomplete', 'list')
    input.setAttribute('aria-controls', listId)
    return () => {
      for (const name of BOX_ATTRIBUTES) input.removeAttribute(name)
    }
  }, [input, listId])
  useLayoutEffect(() => {
    input.setAttribute('aria-expanded', String(expanded))
    const active = expanded && list.active >= 0 ? document.getElementById(optionId(list.active)) : null
    if (active) {
      input.setAttribute('aria-activedescendant', active.id)
      active.scrollIntoView({ block: 'nearest' })
    } else {
      input.removeAttribute('aria-activedescendant')
    }
  })

  const products = suggestions?.products ?? []
  const categories = suggestions?.categories ?? []
  return (
    <>
      <div
        id={listId}
        role="listbox"
        aria-label={texts['search.suggest.label']}
        hidden={!expanded}
        // Keeps focus in the box, so a click reaches the option rather than closing the list.
        onMouseDown={(event) => event.preventDefault()}
        className="absolute inset-x-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-md border border-ink-300 bg-white pb-1 text-left text-sm shadow-lg"
      >
        {products.length > 0 && (
          <Group label={texts['search.suggest.products']}>
            {products.map((product, index) => (
              <Option key={index} id={optionId(index)} href={product.url} active={list.active === index}>
                {product.image ? (
                  <img src={product.image.url} alt="" width={40} height={40} loading="lazy" className="size-10 shrink-0 object-contain" />
                ) : (
                  <span aria-hidden="true" className="size-10 shrink-0" />
                )}
                <span className="min-w-0 flex-1">{product.name}</span>
                <Price product={product} texts={texts} store={store} />
              </Option>
            ))}
          </Group>
        )}
        {categories.length > 0 && (
          <Group label={texts['search.suggest.categories']}>
            {categories.map((category, index) => {
              const position = products.length + index
              const about = [category.printerModel ? texts['search.suggest.printerModel'] : null, category.section].filter(Boolean).join(' · ')
              return (
                <Option key={index} id={optionId(position)} href={category.url} active={list.active === position}>
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold">{category.name}</span>
                    {about && <span className="block text-xs text-ink-600">{about}</span>}
                  </span>
                </Option>
              )
            })}
          </Group>
        )}
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
    </>
  )
}

/** Each box's list, so a box that has left the page (the mobile Search tab closed) lets go of it. */
const mounted = new Map<HTMLInputElement, { root: Root; container: HTMLElement }>()
/** Boxes whose texts are on their way (the locale's file, fetched once). */
const attaching = new WeakSet<HTMLInputElement>()

/** Turns a search box into a combobox with its suggestion list, once; the page's texts decide the words. */
function attach(input: HTMLInputElement): void {
  for (const [box, { root, container }] of mounted) {
    if (box.isConnected) continue
    root.unmount()
    container.remove()
    mounted.delete(box)
  }
  const form = input.form
  if (!form || !input.id || mounted.has(input) || attaching.has(input)) return
  attaching.add(input)
  void readPageTexts(document.getElementById(SUGGESTION_TEXTS_ID)).then((texts) => {
    attaching.delete(input)
    if (!texts || !input.isConnected || mounted.has(input)) return
    const container = document.createElement('div')
    container.className = 'contents'
    form.append(container)
    const root = createRoot(container)
    root.render(<SearchSuggestionsList input={input} texts={texts as SuggestionTexts} store={storeFromPath(location.pathname).store} />)
    mounted.set(input, { root, container })
  })
}

/**
 * Called by `client/effects/search-suggestions.ts` for the box that woke it, then serves every
 * search box focused later.
 */
export function startSearchSuggestions(doc: Document, first: HTMLInputElement): void {
  attach(first)
  doc.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLInputElement && event.target.matches(SEARCH_BOX)) attach(event.target)
  })
}
