import type { MenuEntry } from '../../shared/rules/menu'
import { storePath } from '../../shared/rules/store-from-path'
import type { PageProps } from './page-props'

const linkFocus = 'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-white'

/**
 * The category bar from 1024 px (SPEC §2 Shell "Desktop navigation"). Every link and submenu is in
 * the server HTML, so crawlers and shoppers without JavaScript get them all; without JavaScript a
 * submenu shows on hover or keyboard focus by CSS alone, and narrow screens keep the bar too (the
 * mobile nav's tabs need scripts), wrapping its links. `client/effects/desktop-menu.ts` then
 * takes over through the data attributes: it hides every panel with the `hidden` attribute (which
 * beats the hover classes) and shows the one the ui store holds open. It stacks above the page
 * overlay (z-30) and below the header's own dropdowns (z-40).
 */
export function DesktopNav({ store, t, menu }: PageProps & { menu: readonly MenuEntry[] }) {
  if (menu.length === 0) return null
  return (
    <nav aria-label={t('nav.categories')} data-desktop-menu="" className="relative z-[35] border-t border-brand-700 bg-brand-800 js:max-lg:hidden">
      {/* Without scripts a phone shows this bar instead of the tabs: one line that scrolls sideways
          keeps the header short (issue 25). The submenus hang from the nav, so the line clips none. */}
      <ul className="mx-auto flex max-w-7xl overflow-x-auto px-4 whitespace-nowrap [scrollbar-width:none] lg:flex-wrap lg:overflow-visible">
        {menu.map((entry, index) => {
          const panelId = `desktop-submenu-${index}`
          const submenu = entry.children.length > 0
          return (
            <li key={entry.uid} data-menu-item={entry.uid} data-submenu={submenu ? '' : undefined} className="group flex items-stretch">
              <a
                href={storePath(store, entry.path)}
                className={`flex items-center px-3 py-2.5 font-semibold lg:py-3 text-white group-hover:bg-brand-700 group-data-open:bg-brand-700 ${linkFocus}`}
              >
                {entry.name}
              </a>
              {submenu && (
                <>
                  <button
                    type="button"
                    data-menu-toggle=""
                    aria-expanded="false"
                    aria-controls={panelId}
                    aria-label={t('nav.submenu.toggle', { name: entry.name })}
                    className={`-ml-2 flex items-center px-1 text-white group-hover:bg-brand-700 group-data-open:bg-brand-700 ${linkFocus}`}
                  >
                    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 transition-transform group-data-open:rotate-180" fill="currentColor">
                      <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" />
                    </svg>
                  </button>
                  <div
                    id={panelId}
                    data-menu-panel=""
                    className="absolute inset-x-0 top-full hidden border-t border-ink-300 bg-white text-ink-900 shadow-lg group-focus-within:block group-hover:block group-data-open:block"
                  >
                    <ul aria-label={entry.name} className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 px-4 py-4 md:grid-cols-4 xl:grid-cols-5">
                      {entry.children.map((child) => (
                        <li key={child.uid}>
                          <a
                            href={storePath(store, child.path)}
                            className="block rounded px-2 py-1.5 text-ink-900 hover:bg-ink-100 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
                          >
                            {child.name}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </div>
                </>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
