import { PAPER_FINDER_PATH } from '../../shared/rules/paper-finder'
import { storePath } from '../../shared/rules/store-from-path'
import type { PageProps } from '../components/page-props'
import { ModelPrinter } from '../components/category/model-printer'
import { SavedPrinterIsland } from '../components/category/saved-printer-island'
import type { ProductCardView } from '../../shared/views/listing-view'
import { CategoryFaq, CategoryVerdict, ChildTiles, SafeHtml } from '../components/category/category-extras'
import { ProductRail } from '../components/listing/product-rail'
import type { CategoryListingView } from '../../shared/views/category-view'
import { Breadcrumbs } from '../components/listing/breadcrumbs'
import { ListingSection } from '../components/listing/listing-section'
import { BrandSupplies, PrinterBrandDirectory } from '../components/printers/printer-brand-directory'
import type { PrinterPageExtras } from '../../shared/views/printer-views'
import { SwitchAndSavePanel } from '../components/printers/switch-and-save-panel'

/**
 * A category listing (issue "Catalogue pages" item 2; SPEC §2 "Listings"), also a printer model's
 * page of compatible cartridges: breadcrumbs, title and copy, child tiles (on printers pages the
 * brand directory), a printer model's switch-and-save offers, the listing, then the category's
 * extras when it has them (SPEC §3).
 */
type CategoryPageProps = PageProps & {
  /** With `modelPrinter`: SPEC §3 printer_as_product, the model's printer (null when none). */
  category: CategoryListingView & PrinterPageExtras & { modelPrinter: ProductCardView | null }
  kind: 'category' | 'printers'
}

export function CategoryPage({ store, t, category, kind }: CategoryPageProps) {
  const { listing, brandDirectory } = category
  const firstPage = listing.state.page === 1
  // A printer model's page is the one with a printer message (as the offers and suggestions read it).
  const printerModel = category.printerMessage !== null
  const paper = category.path === '/paper.html' || category.path.startsWith('/paper/')
  return (
    <div className="space-y-6" data-page-kind={kind}>
      <Breadcrumbs store={store} t={t} trail={category.breadcrumbs} current={category.name} />
      <header className="space-y-3">
        <h1 id="page-heading" className="text-3xl font-bold text-ink-900">
          {category.name}
        </h1>
        {category.printerMessage ? <p className="rounded-md border-l-4 border-brand-700 bg-ink-100 px-4 py-2 font-semibold">{category.printerMessage}</p> : null}
        {printerModel ? <SavedPrinterIsland store={store} t={t} printer={{ uid: category.uid, name: category.name, path: category.path }} /> : null}
        {paper ? (
          <p>
            <a href={storePath(store, PAPER_FINDER_PATH)} className="font-semibold text-brand-700 underline underline-offset-2">
              {t('category.paperFinder')}
            </a>
          </p>
        ) : null}
        {category.descriptionHtml && firstPage ? <SafeHtml html={category.descriptionHtml} className="max-w-3xl text-ink-700" /> : null}
      </header>
      {brandDirectory?.current ? <BrandSupplies store={store} t={t} brand={brandDirectory.current} /> : null}
      {/* The printers pages' directory names the brands and types the child tiles would. */}
      {firstPage && brandDirectory ? <PrinterBrandDirectory store={store} t={t} directory={brandDirectory} /> : null}
      {firstPage && !brandDirectory ? <ChildTiles store={store} t={t} tiles={category.children} /> : null}
      <SwitchAndSavePanel store={store} t={t} offers={category.switchAndSave} categoryName={category.name} />
      <ListingSection store={store} t={t} heading={t('category.products', { name: category.name })} path={category.path} listing={listing} listName={category.name} keepTerm={false} />
      {category.modelPrinter ? <ModelPrinter store={store} t={t} printer={category.modelPrinter} /> : null}
      {firstPage ? <ProductRail store={store} t={t} id="category-bestsellers" title={t('category.bestsellers')} products={category.bestsellers} /> : null}
      {firstPage ? <ProductRail store={store} t={t} id="category-best-values" title={t('category.bestValues')} products={category.bestValues} /> : null}
      {firstPage ? <CategoryVerdict store={store} t={t} verdictHtml={category.verdictHtml} reviewText={category.reviewText} reviewStars={category.reviewStars} /> : null}
      {firstPage ? <CategoryFaq t={t} faq={category.faq} /> : null}
      {category.additionalHtml && firstPage ? <SafeHtml html={category.additionalHtml} className="max-w-3xl" /> : null}
    </div>
  )
}
