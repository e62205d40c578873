import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { DEFAULT_STORE, GERMAN_STORE } from '../../../shared/constants/stores'
import { translator } from '../../../shared/messages/translate'
import { RatingStars } from './rating-stars'

const visible = (html: string) => /data-rating-value="">([^<]*)</.exec(html)?.[1] ?? null

describe('rating stars (SPEC §9: rating shown to 2 decimals)', () => {
  it('reads the rating out to 2 decimals', () => {
    const html = renderToString(<RatingStars store={DEFAULT_STORE} t={translator(DEFAULT_STORE.locale)} percent={83} count={12} />)
    expect(html).toContain('Rated 4.15 out of 5 from 12 reviews')
    expect(visible(html)).toBeNull()
  })

  it('prints the number on a card, with both decimals even when they are zero', () => {
    const html = renderToString(<RatingStars store={DEFAULT_STORE} t={translator(DEFAULT_STORE.locale)} percent={80} count={3} showRating />)
    expect(visible(html)).toBe('4.00')
    expect(html).toContain('Rated 4.00 out of 5')
  })

  it('writes it the German way in the German store', () => {
    const html = renderToString(<RatingStars store={GERMAN_STORE} t={translator(GERMAN_STORE.locale)} percent={83} count={12} showRating />)
    expect(visible(html)).toBe('4,15')
  })
})
