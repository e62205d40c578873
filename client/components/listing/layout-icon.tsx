import type { ListingLayout } from '../../../shared/constants/listing-layout'

/** The grid and list switch's pictures (SPEC §2 "grid or list"), shared by every page that offers it. */
export function LayoutIcon({ layout }: { layout: ListingLayout }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
      {layout === 'grid' ? <path d="M2 2h7v7H2zM11 2h7v7h-7zM2 11h7v7H2zM11 11h7v7h-7z" /> : <path d="M2 3h16v3H2zM2 8.5h16v3H2zM2 14h16v3H2z" />}
    </svg>
  )
}
