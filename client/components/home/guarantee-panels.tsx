import { TRUST_REVIEWS_URL } from '../../../shared/constants/external-links'
import { LOWEST_PRICE_PATH } from '../../../shared/constants/shell-links'
import { FREE_DELIVERY_OVER_PENCE, OWN_BRAND_WARRANTY_YEARS, TRUST_RATING, TRUST_RATING_SCALE } from '../../../shared/constants/shop'
import { formatMoney } from '../../../shared/rules/format-money'
import { storePath } from '../../../shared/rules/store-from-path'
import type { PageProps } from '../page-props'

type Panel = { id: string; title: string; text: string; link: string; href: string }

/** SPEC §1 site promises, each with the page (or the review site) that says more. */
function panels({ store, t }: PageProps): Panel[] {
  const rating = TRUST_RATING.toLocaleString(store.htmlLang, { minimumFractionDigits: 1 })
  return [
    {
      id: 'delivery',
      title: t('home.guarantee.delivery.title'),
      text: t('home.guarantee.delivery.text', { amount: formatMoney(FREE_DELIVERY_OVER_PENCE, store, { dropZeroPence: true }) }),
      link: t('home.guarantee.delivery.link'),
      href: storePath(store, '/free-delivery.html'),
    },
    {
      id: 'lowest-price',
      title: t('home.guarantee.lowestPrice.title'),
      text: t('home.guarantee.lowestPrice.text'),
      link: t('home.guarantee.lowestPrice.link'),
      href: storePath(store, LOWEST_PRICE_PATH),
    },
    {
      id: 'rating',
      title: t('home.guarantee.rating.title', { rating, scale: TRUST_RATING_SCALE }),
      text: t('home.guarantee.rating.text'),
      link: t('home.guarantee.rating.link'),
      href: TRUST_REVIEWS_URL,
    },
    {
      id: 'warranty',
      title: t('home.guarantee.warranty.title', { years: OWN_BRAND_WARRANTY_YEARS }),
      text: t('home.guarantee.warranty.text', { years: OWN_BRAND_WARRANTY_YEARS }),
      link: t('home.guarantee.warranty.link'),
      href: storePath(store, '/moneyback.html'),
    },
  ]
}

/** The trust and guarantee panels (SPEC §1): texts from the catalogue, amounts through `formatMoney`. */
export function GuaranteePanels({ store, t }: PageProps) {
  return (
    <section aria-labelledby="home-guarantees" className="space-y-4">
      <h2 id="home-guarantees" className="text-2xl font-bold text-ink-900">
        {t('home.guarantees.heading')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {panels({ store, t }).map((panel) => (
          <li key={panel.id} data-guarantee={panel.id} className="flex flex-col gap-2 rounded-lg border border-ink-300 bg-ink-100 p-4">
            <h3 className="text-lg font-bold text-ink-900">{panel.title}</h3>
            <p className="flex-1 text-ink-700">{panel.text}</p>
            <a href={panel.href} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
              {panel.link}
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
