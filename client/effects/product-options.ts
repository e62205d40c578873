/**
 * @module
 * A configurable product's choice with scripts (SPEC §4 "a configurable product needs a chosen
 * variant"): values no in-stock variant has, given the other options chosen, are disabled; once the
 * choice is complete the header shows that variant's price (both VAT ways), stock and picture, from
 * the page's `<template data-variant-template>`s, and the quantity is held to its stock. An
 * incomplete choice shows the product's own again; the radios' `required` keeps the form from
 * being sent until the choice is complete, with or without scripts.
 */
import { readJson } from './add-to-cart'
import { availableValues, chosenVariant, type Choice, type Variant } from './variant-matching'

type Option = { position: number; radios: HTMLInputElement[] }

function readOptions(form: HTMLFormElement): Option[] {
  return [...form.querySelectorAll<HTMLFieldSetElement>('fieldset[data-option-position]')]
    .map((fieldset) => ({ position: Number(fieldset.dataset.optionPosition), radios: [...fieldset.querySelectorAll<HTMLInputElement>('input[type="radio"]')] }))
    .filter((option) => Number.isInteger(option.position))
    .sort((a, b) => a.position - b.position)
}

function readChoice(options: readonly Option[]): Choice {
  return options.map((option) => option.radios.find((radio) => radio.checked && !radio.disabled)?.value ?? null)
}

/** Disables what cannot be had with the rest of the choice; true when that unchecked a value. */
function applyAvailability(options: readonly Option[], variants: readonly Variant[]): boolean {
  let unchecked = false
  for (const [index, option] of options.entries()) {
    const available = availableValues(variants, readChoice(options), index)
    for (const radio of option.radios) {
      radio.disabled = !available.has(radio.value)
      if (radio.disabled && radio.checked) {
        radio.checked = false
        unchecked = true
      }
    }
  }
  return unchecked
}

/** Binds the buy box's form; `showPicture` shows a variant's picture in the gallery (null: the product's). */
export function bindProductOptions(form: HTMLFormElement, page: HTMLElement, showPicture: (url: string | null) => void = () => {}): () => void {
  const variants = readJson<Variant[]>(form.querySelector('script[data-product-variants]')?.textContent)
  const options = readOptions(form)
  const priceBox = page.querySelector<HTMLElement>('[data-product-price]')
  if (!variants || options.length === 0 || !priceBox) return () => {}
  const productPrice = [...priceBox.childNodes].map((node) => node.cloneNode(true))
  const productStock = page.querySelector('[data-stock]')?.cloneNode(true) ?? null
  const quantity = form.querySelector<HTMLInputElement>('input[name="quantity"]')
  const productMax = quantity?.getAttribute('max') ?? null
  let shown: string | null = null

  const showStock = (stock: Node | null) => {
    if (stock) page.querySelector('[data-stock]')?.replaceWith(stock)
  }
  const showMax = (max: number | null) => {
    if (!quantity) return
    const limit = max === null ? productMax : String(productMax === null ? max : Math.min(max, Number(productMax)))
    if (limit === null) quantity.removeAttribute('max')
    else quantity.max = limit
  }
  const show = (variant: Variant | null) => {
    if ((variant?.sku ?? null) === shown) return
    shown = variant?.sku ?? null
    const template = variant ? [...form.querySelectorAll<HTMLTemplateElement>('template[data-variant-template]')].find((entry) => entry.dataset.variantTemplate === variant.sku) : undefined
    if (!variant || !template) {
      priceBox.replaceChildren(...productPrice.map((node) => node.cloneNode(true)))
      showStock(productStock?.cloneNode(true) ?? null)
      showMax(null)
      showPicture(null)
      return
    }
    const content = template.content.cloneNode(true) as DocumentFragment
    priceBox.replaceChildren(...(content.querySelector('[data-variant-price]')?.childNodes ?? []))
    showStock(content.querySelector('[data-stock]'))
    showMax(variant.onlyLeft)
    showPicture(variant.imageUrl)
  }
  const update = () => {
    // Unchecking an unavailable value (a choice the browser restored) can free others: settle first.
    for (let pass = 0; pass <= options.length; pass++) {
      if (!applyAvailability(options, variants)) break
    }
    show(chosenVariant(variants, readChoice(options)))
  }

  update()
  form.addEventListener('change', update)
  return () => form.removeEventListener('change', update)
}
