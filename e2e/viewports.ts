/**
 * The two screens the browser tests use, and which specs need both. Shared by playwright.config.ts
 * (its projects) and e2e/axe.ts (which looks at the other width only where no project does).
 */
export const PHONE = { width: 390, height: 844 } as const
export const DESKTOP = { width: 1280, height: 800 } as const
/** The header, navigation and footer change layout from this width. */
export const DESKTOP_FROM = 1024

/**
 * The tag of a test whose behaviour depends on the screen's width (the category bar or the tabs, the
 * header's account menu, the filter sheet, the footer's folding, what the first screen holds, where
 * focus goes): it runs on a desktop too. Every other shop test runs on the phone only, and its axe
 * checks look at both widths (e2e/axe.ts).
 */
export const BOTH_WIDTHS = '@both-widths'
