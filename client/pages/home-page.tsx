import type { PageProps } from '../components/page-props'
import { CategoryTiles } from '../components/home/category-tiles'
import { CmsBlock } from '../components/home/cms-block'
import { GuaranteePanels } from '../components/home/guarantee-panels'
import type { ProductCardView } from '../../shared/views/listing-view'
import { CartTexts } from '../components/listing/cart-texts'
import { ProductRail } from '../components/listing/product-rail'
import { SavedPrinterIsland } from '../components/category/saved-printer-island'
import { PrinterFinderIsland } from '../components/finder/printer-finder-island'
import type { CategoryTile } from '../../shared/rules/category-tiles'
import { FINDER_FIRST_STEP } from '../../shared/rules/printer-finder'

/** The home blocks' markup, already made safe by the worker (`sanitizeHtml`); null when absent. */
export type HomeBlocks = { hero: string | null; brands: string | null; promises: string | null }

export type HomeProducts = { bestsellers: ProductCardView[]; bestValues: ProductCardView[] }

export type HomePageView = { blocks: HomeBlocks; categories: CategoryTile[]; products: HomeProducts }

// CMS markup gets the page's look through its container (see CmsBlock).
const heroClass =
  'space-y-4 rounded-lg bg-brand-800 px-6 py-10 text-white sm:px-10 [&_h2]:text-3xl [&_h2]:font-bold [&_p]:max-w-2xl [&_p]:text-lg [&_a]:inline-block [&_a]:rounded-md [&_a]:bg-accent-400 [&_a]:px-5 [&_a]:py-2.5 [&_a]:font-semibold [&_a]:text-ink-900 [&_a:hover]:bg-accent-300 [&_a:focus-visible]:outline-2 [&_a:focus-visible]:outline-offset-2 [&_a:focus-visible]:outline-white'
const promisesClass =
  '[&_ul]:grid [&_ul]:gap-3 sm:[&_ul]:grid-cols-2 lg:[&_ul]:grid-cols-4 [&_li]:rounded-lg [&_li]:border [&_li]:border-ink-300 [&_li]:bg-white [&_li]:p-4 [&_li]:text-ink-700 [&_strong]:text-ink-900'
const brandsClass =
  'space-y-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-ink-900 [&_ul]:grid [&_ul]:grid-cols-3 [&_ul]:gap-3 sm:[&_ul]:grid-cols-5 lg:[&_ul]:grid-cols-9 [&_a]:flex [&_a]:h-16 [&_a]:items-center [&_a]:justify-center [&_a]:rounded-lg [&_a]:border [&_a]:border-ink-300 [&_a]:font-semibold [&_a]:text-brand-700 [&_a:hover]:border-brand-700 [&_a:focus-visible]:outline-2 [&_a:focus-visible]:outline-offset-2 [&_a:focus-visible]:outline-brand-700'

/**
 * The home page (SPEC §2): heading, the hero and promises blocks, the printer finder, the top
 * categories, bestsellers and best value, the brands block and the SPEC §1 guarantee panels. A part
 * the back end lacks is left out.
 */
export function HomePage({ store, t, view }: PageProps & { view: HomePageView }) {
  const { blocks, categories, products } = view
  return (
    <div className="space-y-10">
      <section className="space-y-3">
        <h1 className="text-3xl font-bold text-ink-900">{t('home.heading')}</h1>
        <p className="text-lg text-ink-700">{t('shop.tagline')}</p>
      </section>
      {blocks.hero && <CmsBlock identifier="home_hero" html={blocks.hero} className={heroClass} />}
      {blocks.promises && (
        <section aria-label={t('home.promises.label')}>
          <CmsBlock identifier="home_usps" html={blocks.promises} className={promisesClass} />
        </section>
      )}
      <section aria-labelledby="home-finder" className="space-y-4 rounded-lg border border-ink-300 p-6">
        <h2 id="home-finder" className="text-2xl font-bold text-ink-900">
          {t('finder.heading')}
        </h2>
        <p className="text-ink-700">{t('finder.intro')}</p>
        <SavedPrinterIsland store={store} t={t} />
        <PrinterFinderIsland store={store} t={t} view={FINDER_FIRST_STEP} headingLevel={3} />
      </section>
      <ProductRail store={store} t={t} id="home-bestsellers" title={t('home.bestsellers')} products={products.bestsellers} aboveFold />
      <CategoryTiles store={store} t={t} categories={categories} />
      <ProductRail store={store} t={t} id="home-best-values" title={t('home.bestValues')} products={products.bestValues} />
      <CartTexts t={t} />
      {blocks.brands && <CmsBlock identifier="home_brands" html={blocks.brands} className={brandsClass} />}
      <GuaranteePanels store={store} t={t} />
    </div>
  )
}
