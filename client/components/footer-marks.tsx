import { WEEE_PRODUCER_NUMBER } from '../../shared/constants/compliance'
import type { PageProps } from './page-props'

const badgeClass = 'h-8 w-auto text-white'

/**
 * The regulatory marks (SPEC §1 "Regulatory marks UKCA, CE and WEEE appear"), drawn inline so they
 * cost no request. Each drawing is one image with a catalogue name; the WEEE registration is also
 * written out, since shoppers may need the number.
 */
export function FooterMarks({ t }: PageProps) {
  return (
    <ul aria-label={t('footer.marks.label')} className="flex flex-wrap items-center gap-x-6 gap-y-3">
      <li>
        <svg role="img" aria-label={t('footer.marks.ukca')} viewBox="0 0 40 40" className={badgeClass}>
          <g fill="none" stroke="currentColor" strokeWidth="3.2" strokeLinecap="square">
            <path d="M4 3v11a5 5 0 0 0 10 0V3" />
            <path d="M21 3v16M21 11l9-8M24 8.5l7 10.5" />
            <path d="M17 24a7.5 7.5 0 1 0 0 13" />
            <path d="M22 37.5l6-14 6 14M24.5 32h7" />
          </g>
        </svg>
      </li>
      <li>
        <svg role="img" aria-label={t('footer.marks.ce')} viewBox="0 0 44 32" className={badgeClass}>
          <g fill="none" stroke="currentColor" strokeWidth="3.2">
            <path d="M19 3.5a12.5 12.5 0 1 0 0 25" />
            <path d="M40 3.5a12.5 12.5 0 1 0 0 25M28 16h10" />
          </g>
        </svg>
      </li>
      <li className="flex items-center gap-2">
        <svg aria-hidden="true" viewBox="0 0 28 36" className={badgeClass}>
          <g fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M7 8h14l-1.6 19H8.6ZM5 8h18M11 8V5h6v3" />
            <circle cx="10" cy="30" r="2" />
            <path d="M3 3l22 28M25 3 3 31" />
          </g>
          <rect x="3" y="33" width="22" height="3" fill="currentColor" />
        </svg>
        <span className="text-xs text-ink-300">{t('footer.marks.weee', { number: WEEE_PRODUCER_NUMBER })}</span>
      </li>
    </ul>
  )
}
