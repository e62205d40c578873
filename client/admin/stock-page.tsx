import { ADMIN_PATHS, AdminFrame, ErrorSummary, StatusNotice } from './admin-frame'
import { ADMIN_TEXTS } from './admin-texts'
import type { FieldErrors, StockView } from './admin-views'
import { TextField } from './form-fields'

/** The quantity staff may set: a whole number in this range. */
export const STOCK_QTY_RANGE = { min: 0, max: 1_000_000 } as const

export type StockPageProps = {
  /** The SKU asked for ('' before any search). */
  sku: string
  stock: StockView | null
  /** Set against a real Magento, where stock is Magento's admin's job. */
  magentoUrl?: string | undefined
  errors: FieldErrors
  notice?: string | undefined
}

function StockFacts({ stock }: { stock: StockView }) {
  const page = stock.paths[0]
  return (
    <dl className="facts">
      <dt>{ADMIN_TEXTS.stockName}</dt>
      <dd>
        {page ? <a href={`/${page}`}>{stock.name}</a> : stock.name}
        {!stock.enabled && ` (${ADMIN_TEXTS.stockDisabled})`}
      </dd>
      <dt>{ADMIN_TEXTS.stockSku}</dt>
      <dd>
        <code>{stock.sku}</code>
      </dd>
      <dt>{ADMIN_TEXTS.stockQty}</dt>
      <dd>{stock.qty}</dd>
      <dt>{ADMIN_TEXTS.stockStatus}</dt>
      <dd>{stock.inStock ? ADMIN_TEXTS.inStock : ADMIN_TEXTS.outOfStock}</dd>
      {stock.onlyXLeft !== null && (
        <>
          <dt>{ADMIN_TEXTS.stockOnlyLeft}</dt>
          <dd>{stock.onlyXLeft}</dd>
        </>
      )}
      <dt>{ADMIN_TEXTS.stockWaiting}</dt>
      <dd>{stock.waitingAlerts}</dd>
    </dl>
  )
}

/** Find a product by SKU, see its stock, set its quantity (issue 18 point 6). */
export function StockPage({ sku, stock, magentoUrl, errors, notice }: StockPageProps) {
  return (
    <AdminFrame current="stock">
      <h1>{ADMIN_TEXTS.stockTitle}</h1>
      <StatusNotice text={notice} />
      <ErrorSummary errors={errors} />
      {magentoUrl ? (
        <p>{ADMIN_TEXTS.stockPurgeOnly(magentoUrl)}</p>
      ) : (
        <>
          <p>{ADMIN_TEXTS.stockIntro}</p>
          <form method="get" action={ADMIN_PATHS.stock} className="inline-form" role="search">
            <TextField name="sku" label={ADMIN_TEXTS.fieldSku} value={sku} error={errors['sku']} required maxLength={64} />
            <div className="actions">
              <button type="submit">{ADMIN_TEXTS.find}</button>
            </div>
          </form>
          {stock && (
            <section aria-labelledby="stock-heading">
              <h2 id="stock-heading">{stock.name}</h2>
              <StockFacts stock={stock} />
              <form method="post" action={ADMIN_PATHS.stock} className="inline-form" noValidate>
                <input type="hidden" name="sku" value={stock.sku} />
                <TextField name="qty" label={ADMIN_TEXTS.fieldQty} type="number" range={STOCK_QTY_RANGE} value={String(stock.qty)} error={errors['qty']} required />
                <div className="actions">
                  <button type="submit" className="primary">
                    {ADMIN_TEXTS.setQty}
                  </button>
                </div>
              </form>
            </section>
          )}
        </>
      )}
    </AdminFrame>
  )
}
