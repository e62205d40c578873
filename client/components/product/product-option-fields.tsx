import { serializeForScript } from '../../../shared/html/serialize-for-script'
import { formatMoney } from '../../../shared/rules/format-money'
import { optionFieldName } from '../../../shared/rules/option-fields'
import type { PageProps } from '../page-props'
import type { BundleView, ConfigurableView, DownloadableView, GroupedView, ProductOptionsView } from '../../../shared/views/product-view'

const FIELDSET = 'space-y-2'
const LEGEND = 'mb-1 font-semibold text-ink-900'
const CHOICE = 'flex cursor-pointer items-center gap-2 rounded-md border border-ink-300 px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-ink-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700 has-[:disabled]:cursor-not-allowed has-[:disabled]:text-ink-700 has-[:disabled]:line-through'

/**
 * A configurable product's options as radio groups, each `required`: the browser itself refuses an
 * incomplete choice, so "can add needs a chosen variant" (SPEC §4) holds without scripts. With
 * scripts, `client/effects/product-options.ts` shows the chosen variant's price, stock and picture
 * and disables values no in-stock variant has with the other choices.
 */
function ConfigurableFields({ options, variants }: ConfigurableView) {
  return (
    <>
      {options.map((option, position) => (
        <fieldset key={option.code} className={FIELDSET} data-option-position={position}>
          <legend className={LEGEND}>{option.label}</legend>
          <div className="flex flex-wrap gap-2">
            {option.values.map((value) => {
              const available = variants.some((variant) => variant.optionUids[position] === value.uid && variant.inStock)
              return (
                <label key={value.uid} className={`${CHOICE} ${available ? '' : 'text-ink-700 line-through'}`}>
                  <input type="radio" name={optionFieldName(option.code)} value={value.uid} required className="accent-brand-700" data-option-code={option.code} />
                  {value.label}
                </label>
              )
            })}
          </div>
        </fieldset>
      ))}
      <script type="application/json" data-product-variants="" dangerouslySetInnerHTML={{ __html: serializeForScript(variants) }} />
    </>
  )
}

/** A bundle's items: one choice per radio or select item, several per checkbox item; required ones are `required`. */
function BundleFields({ store, t, items }: PageProps & Pick<BundleView, 'items'>) {
  return (
    <>
      {items.map((item) => (
        <fieldset key={item.uid} className={FIELDSET}>
          <legend className={LEGEND}>
            {item.title}
            {item.required ? null : <span className="font-normal text-ink-700"> ({t('product.optional')})</span>}
          </legend>
          {item.options.map((option) => (
            <label key={option.uid} className={CHOICE}>
              <input
                type={item.multiple ? 'checkbox' : 'radio'}
                name={optionFieldName(item.uid)}
                value={option.uid}
                defaultChecked={option.isDefault}
                required={item.required && !item.multiple}
                className="accent-brand-700"
              />
              <span>
                {option.quantity > 1 ? `${option.quantity} × ` : ''}
                {option.label}
                {option.price !== null ? <span className="text-ink-700"> ({formatMoney(option.price, store)})</span> : null}
              </span>
            </label>
          ))}
        </fieldset>
      ))}
    </>
  )
}

/** SPEC §4 "Grouped: one line per child with the same quantity": the children, each a line. */
function GroupedFields({ store, t, items }: PageProps & { items: GroupedView['children'] }) {
  return (
    <fieldset className={FIELDSET}>
      <legend className={LEGEND}>{t('product.grouped.legend')}</legend>
      <ul className="space-y-1 text-sm">
        {items.map((child) => (
          <li key={child.sku} className="flex justify-between gap-3">
            <span>
              {child.name}
              {child.inStock ? null : <span className="text-danger-700"> ({t('stock.out')})</span>}
            </span>
            <span className="whitespace-nowrap font-semibold">
              <span className="ex-vat:hidden">{formatMoney(child.price.incl, store)}</span>
              <span className="hidden ex-vat:inline">{formatMoney(child.price.excl, store)}</span>
            </span>
            {child.inStock ? <input type="hidden" name="child" value={child.sku} /> : null}
          </li>
        ))}
      </ul>
    </fieldset>
  )
}

function DownloadableFields({ t, title, links }: Pick<PageProps, 't'> & Omit<DownloadableView, 'kind'>) {
  if (links.length === 0) return null
  return (
    <div className="text-sm">
      <p className={LEGEND}>{title ?? t('product.downloads')}</p>
      <ul className="list-inside list-disc">
        {links.map((link) => (
          <li key={link.uid}>{link.title}</li>
        ))}
      </ul>
    </div>
  )
}

/** The fields a product type adds to the add-to-basket form (SPEC §4 "Add to cart"). */
export function ProductOptionFields({ store, t, options }: PageProps & { options: ProductOptionsView }) {
  switch (options.kind) {
    case 'configurable':
      return <ConfigurableFields {...options} />
    case 'bundle':
      return <BundleFields store={store} t={t} items={options.items} />
    case 'grouped':
      return <GroupedFields store={store} t={t} items={options.children} />
    case 'downloadable':
      return <DownloadableFields t={t} title={options.title} links={options.links} />
    default:
      return null
  }
}
