import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio/react'
import { interpolate } from '../../shared/messages/interpolate'
import type { Messages } from '../../shared/messages/pick-messages'
import type { MenuEntry } from '../../shared/rules/menu'
import { storePath } from '../../shared/rules/store-from-path'
import { categoryMenu, loadCategoryMenu } from '../stores/category-menu'

export type MobileCategoryMenuText = 'nav.mobile.loading' | 'nav.mobile.loadFailed' | 'nav.mobile.retry' | 'nav.submenu.toggle'

type Props = { texts: Messages<MobileCategoryMenuText>; pathPrefix: string }

const linkClass = 'block flex-1 px-4 py-3 text-ink-900 hover:bg-ink-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700'

/**
 * A top-level category with its level-2 children as a collapsible section (SPEC §4: "Collapsible
 * category sections open or close on click with animated height"). The grid-rows transition
 * animates the height; `inert` keeps the links of a closed section out of the tab order.
 */
function MenuSection({ entry, index, texts, pathPrefix }: Props & { entry: MenuEntry; index: number }) {
  const [open, setOpen] = useState(false)
  const sectionId = `mobile-menu-section-${index}`
  return (
    <li className="border-b border-ink-300">
      <div className="flex items-stretch">
        <a href={storePath({ pathPrefix }, entry.path)} className={`${linkClass} font-semibold`}>
          {entry.name}
        </a>
        {entry.children.length > 0 && (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={sectionId}
            aria-label={interpolate(texts['nav.submenu.toggle'], { name: entry.name })}
            onClick={() => setOpen(!open)}
            className="px-4 text-ink-700 hover:bg-ink-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className={`size-5 transition-transform duration-300 ${open ? 'rotate-180' : ''}`} fill="currentColor">
              <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
            </svg>
          </button>
        )}
      </div>
      {entry.children.length > 0 && (
        <div
          id={sectionId}
          inert={!open}
          className={`grid transition-[grid-template-rows] duration-300 motion-reduce:transition-none ${open ? 'grid-rows-[1fr]' : 'grid-rows-[0fr]'}`}
        >
          <ul aria-label={entry.name} className="min-h-0 overflow-hidden bg-ink-100">
            {entry.children.map((child) => (
              <li key={child.uid}>
                <a href={storePath({ pathPrefix }, child.path)} className={`${linkClass} pl-8`}>
                  {child.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  )
}

/** The Menu tab's content: loads the category menu on first open (SPEC §2), with loading and error states. */
export function MobileCategoryMenu({ texts, pathPrefix }: Props) {
  const { menu, status, error } = useSnapshot(categoryMenu)
  useEffect(() => {
    void loadCategoryMenu()
  }, [])
  if (menu) {
    return (
      <ul>
        {menu.map((entry, index) => (
          <MenuSection key={entry.uid} entry={entry} index={index} texts={texts} pathPrefix={pathPrefix} />
        ))}
      </ul>
    )
  }
  if (error && status !== 'loading') {
    return (
      <div role="alert" className="flex items-center justify-between gap-4 p-4">
        <p>{texts['nav.mobile.loadFailed']}</p>
        <button
          type="button"
          onClick={() => void loadCategoryMenu()}
          className="rounded-md bg-brand-800 px-3 py-2 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {texts['nav.mobile.retry']}
        </button>
      </div>
    )
  }
  return (
    <p role="status" className="p-4 text-ink-700">
      {texts['nav.mobile.loading']}
    </p>
  )
}
