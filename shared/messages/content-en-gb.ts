/**
 * @module
 * The contact, FAQ, news and diagnostic pages' texts in en_GB (issue 18), part of the `enGB` catalogue.
 */
export const contentEnGB = {
  'contact.lead': 'Questions about an order, a cartridge or a business account? Send us a message and our team in Leeds will reply within one working day.',
  'contact.phone': 'Or call us on {phone}, Monday to Friday, 8.30am to 5.30pm.',
  'contact.formLabel': 'Write to us',
  'contact.name': 'Name',
  'contact.email': 'Email address',
  'contact.telephone': 'Telephone',
  'contact.comment': 'What’s on your mind?',
  'contact.commentTooLong': 'Please keep your message under {count} characters.',
  'contact.submit': 'Send message',
  // Magento's own wording for the contact form's outcome.
  'notice.contactSent': 'Thanks for contacting us with your comments and questions. We’ll respond to you very soon.',
  'contact.failed': 'We can’t process your request right now. Sorry, that’s all we know.',
  'contact.tooMany': 'You have sent several messages in a short time. Please try again in an hour, or call us.',
  // Issue 25 point 7: the newsletter page for guests.
  'newsletter.page.account': 'Signed in? You can also subscribe or unsubscribe in your account:',
  'notice.newsletterUnconfirmed': 'Nearly there: please confirm your subscription with the link we have emailed you.',
  // Issue 25 point 10: the help launcher's contact options when no chat is configured.
  'chat.contactLabel': 'Help: contact our team',
  'chat.contact.phone': 'Call us on {phone}',
  'chat.contact.email': 'Email {email}',
  'diagnostic.lead': 'For our support team: how this shop is running for you right now. It shows nothing about you or your account.',
  'diagnostic.store': 'Store view',
  'diagnostic.language': 'Language',
  'diagnostic.currency': 'Currency',
  'diagnostic.build': 'Build',
  'diagnostic.environment': 'Environment',
  'diagnostic.backend': 'Back end',
  'diagnostic.backend.embedded': 'Embedded Magento-compatible back end',
  'diagnostic.backend.magento': 'Magento',
  'diagnostic.reachable': 'Reachable, answered in {ms} ms',
  'diagnostic.unreachable': 'Not reachable after {ms} ms ({problem})',
  'diagnostic.cache': 'Cache (KV)',
  'diagnostic.location': 'Data centre',
  'diagnostic.unknown': 'Not known',
  'diagnostic.checkedAt': 'Checked at',
  'diagnostic.pageCache': 'This page',
  'diagnostic.pageCache.value': 'Never cached: each visit checks again',
} as const
