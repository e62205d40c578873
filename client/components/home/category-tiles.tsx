import type { CategoryTile } from '../../../shared/rules/category-tiles'
import { storePath } from '../../../shared/rules/store-from-path'
import type { PageProps } from '../page-props'

/** The top categories as picture tiles, each linking to its category page. */
export function CategoryTiles({ store, t, categories }: PageProps & { categories: readonly CategoryTile[] }) {
  if (categories.length === 0) return null
  return (
    <section aria-labelledby="home-categories" className="space-y-4">
      <h2 id="home-categories" className="text-2xl font-bold text-ink-900">
        {t('home.categories.heading')}
      </h2>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {categories.map((category) => (
          <li key={category.uid}>
            <a
              href={storePath(store, category.path)}
              className="group block h-full overflow-hidden rounded-lg border border-ink-300 bg-white hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              {/* The link's text names the category; the picture is decoration. */}
              {category.imageUrl && <img src={category.imageUrl} alt="" width={320} height={240} loading="lazy" className="aspect-[4/3] w-full bg-ink-100 object-contain" />}
              <span className="block px-3 py-2 text-center font-semibold text-brand-700 group-hover:underline">{category.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
