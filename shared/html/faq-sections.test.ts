import { describe, expect, it } from 'vitest'
import { faqSections } from './faq-sections'

describe('faqSections', () => {
  it('reads topics, questions and answers, keeping an introduction before the first question', () => {
    const html =
      '<p>Answers to common questions.</p><h2>Delivery</h2><h3>How much is <em>delivery</em>?</h3><p>Free over £30.</p><ul><li>Next day</li></ul>' +
      '<h3>Saturdays?</h3><p>Yes, £9.99.</p><h2>Returns</h2><h3>How do I return?</h3><p>See <a href="/moneyback.html">returns</a>.</p>'
    expect(faqSections(html)).toEqual({
      introHtml: '<p>Answers to common questions.</p>',
      topics: [
        {
          title: 'Delivery',
          questions: [
            { question: 'How much is delivery?', answerHtml: '<p>Free over £30.</p><ul><li>Next day</li></ul>', answerText: 'Free over £30. Next day' },
            { question: 'Saturdays?', answerHtml: '<p>Yes, £9.99.</p>', answerText: 'Yes, £9.99.' },
          ],
        },
        { title: 'Returns', questions: [{ question: 'How do I return?', answerHtml: '<p>See <a href="/moneyback.html">returns</a>.</p>', answerText: 'See returns.' }] },
      ],
    })
  })

  it('takes questions without topics, and leaves out topics without questions and questions without answers', () => {
    expect(faqSections('<h3>Q1</h3><p>A1</p><h3>Q2</h3><h2>Empty</h2><p>Only prose.</p>')).toEqual({
      introHtml: '',
      topics: [{ title: null, questions: [{ question: 'Q1', answerHtml: '<p>A1</p>', answerText: 'A1' }] }],
    })
  })
})
