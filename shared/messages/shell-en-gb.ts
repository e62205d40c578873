/**
 * @module
 * The shell's texts in en_GB (SPEC §2 "Shell"): the runtime, the header, the navigation, the footer
 * and the platform's notices, part of the `enGB` catalogue.
 */
export const shellEnGB = {
  // shell: runtime
  'notification.region': 'Notifications',
  'notification.close': 'Dismiss notification',
  'notification.success': 'Success',
  'notification.warning': 'Warning',
  'notification.danger': 'Error',
  'notification.info': 'Information',
  'progress.label': 'Loading page',

  // shell: header
  'header.vat.label': 'Show prices',
  'header.vat.including': 'inc. VAT',
  'header.vat.excluding': 'ex. VAT',
  'header.account.myAccount': 'My account',
  'header.account.greeting': 'Hi {firstName}',
  'header.account.menu': 'Your account',
  'header.account.signOut': 'Sign out',

  // shell: navigation
  'nav.categories': 'Shop by category',
  'nav.submenu.toggle': 'More in {name}',
  'nav.mobile.label': 'Shop menu',
  'nav.mobile.menu': 'Menu',
  'nav.mobile.account': 'Account',
  'nav.mobile.loading': 'Loading categories…',
  'nav.mobile.loadFailed': 'The categories could not be loaded.',
  'nav.mobile.retry': 'Try again',

  // shell: footer
  'topBar.label': 'Customer service',
  'topBar.phone': 'Call us',
  'topBar.quickReorder': 'Quick reorder',
  'topBar.help': 'Help',
  'topBar.contact': 'Contact',
  'strip.christmas': 'Christmas orders: deliveries resume on {date}',
  'footer.column.customerServices': 'Customer services',
  'footer.column.companyInfo': 'Company info',
  'footer.column.guarantees': 'Our guarantees',
  'footer.column.payment': 'Payment',
  'footer.link.account': 'Account',
  'footer.link.help': 'Help',
  'footer.link.delivery': 'Delivery',
  'footer.link.returns': 'Returns',
  'footer.link.contact': 'Contact us',
  'footer.link.aboutUs': 'About us',
  'footer.link.recycling': 'Recycling',
  'footer.link.resources': 'Resources',
  'footer.link.satisfaction': '100% satisfaction',
  'footer.link.lowestPrice': 'Lowest online price',
  'footer.link.businessAccount': 'Open a business account',
  'footer.link.schools': 'Schools and local authorities',
  'footer.newsletter.heading': 'Newsletter',
  'footer.newsletter.text': 'Offers, new cartridges and printing tips, about twice a month.',
  'footer.newsletter.signUp': 'Sign up to our newsletter',
  'footer.payments.heading': 'Ways to pay',
  'footer.marks.label': 'Product marks and registrations',
  'footer.marks.ukca': 'UKCA marked',
  'footer.marks.ce': 'CE marked',
  'footer.marks.weee': 'WEEE registered producer: {number}',

  // shell: platform
  'chat.open': 'Help',
  'chat.openLabel': 'Help: chat with our team',
  'chat.loading': 'Opening the chat…',
  'chat.failed': 'The chat could not be opened. Try again',
  'offline.status': 'You are offline. New pages cannot be opened until the connection returns.',
  'offline.title': 'You are offline',
  'offline.intro': 'This page could not be loaded because there is no internet connection.',
  'offline.hint': 'Check your connection, then try again. Your basket is kept.',
  'offline.retry': 'Try again',
} as const
