/**
 * @module
 * The en_GB message catalogue: every text the shop shows. Keys are stable ids; `{name}` marks a
 * value filled in by `translate`.
 */
export const enGB = {
  'shop.tagline': 'Ink, toner, labels, paper and printers, delivered next day',
  'a11y.skipToContent': 'Skip to main content',

  'header.home': '{shop} home page',
  'header.search.label': 'Search the shop',
  'header.search.region': 'Site search',
  'notFound.search.region': 'Search from this page',
  'header.search.placeholder': 'Search by printer or cartridge',
  'header.search.submit': 'Search',
  'header.cart.label': 'Basket',
  'header.cart.count': 'Basket, {count} items',

  'strip.freeDelivery': 'Free next-day delivery on orders over {amount}',
  'strip.trust': 'Rated {rating} out of {scale} by our customers',
  'strip.lowestPrice': 'Lowest online price guarantee',
  'strip.label': 'Our promises',

  'home.title': '{shop}: ink, toner, label tape, paper and printers',
  'home.description':
    'Genuine and compatible ink and toner cartridges, label tape, 3D printer filament, paper and printers. Free next-day delivery on orders over {amount}.',
  'home.heading': 'Printer supplies for home, business and schools',

  'footer.copyright': '© {year} {shop}. All prices in {currency}.',
  'footer.vat': 'Prices are shown with VAT at {rate}% unless marked ex. VAT.',

  'notFound.title': 'This page could not be found',
  'notFound.heading': "Whoops, we couldn't find that page.",
  'notFound.intro': 'Here are a few things you can try:',
  'notFound.search': 'Use the site search to find what you are looking for.',
  'notFound.browse': 'Browse the navigation, or go to the',
  'notFound.browseLink': 'homepage',
  'notFound.contact': 'Still stuck? Get in touch with us via our',
  'notFound.contactLink': 'contact page',

  'error.title': 'An error occurred',
  'error.status': 'Error {status}',
  'error.backHome': 'Back to Home page',
  'error.internal': 'Something went wrong. Please try again in a few minutes.',
  'error.reference': 'Reference: {id}',
  'error.fallback': 'An error occurred while showing the error page.',
  'error.details': 'Details',
  'error.goHome': 'Go back to home',

  'mailbox.title': 'Development mailbox',
  'mailbox.empty': 'No e-mails yet.',
  'mailbox.meta': 'To {to} ({kind}), {sentAt}',

  'page.titleSuffix': '{title} | {shop}',
  'page.cart': 'Shopping basket',
  'page.checkout': 'Checkout',
  'page.checkout.userAccount': 'Checkout: sign in or continue as a guest',
  'page.checkout.shipping': 'Checkout: delivery',
  'page.checkout.billing': 'Checkout: billing address',
  'page.checkout.payment': 'Checkout: payment',
  'page.checkout.thankYou': 'Thank you for your order',
  'page.account': 'My Account',
  'page.account.profile': 'My profile',
  'page.account.addresses': 'Address book',
  'page.account.addressCreate': 'Add a new address',
  'page.account.addressEdit': 'Edit address',
  'page.account.newsletter': 'Newsletter subscription',
  'page.account.wishlist': 'My wish list',
  'page.account.orders': 'Order history',
  'page.account.order': 'Order {number}',
  'page.account.reviews': 'My reviews',
  'page.account.quickReorder': 'Quick reorder',
  'page.account.printers': 'My saved printers',
  'page.account.cards': 'Saved cards',
  'page.account.returns': 'My returns',
  'page.account.greeting': 'Hi {firstName}',
  'page.signIn': 'Sign in',
  'page.forgotPassword': 'Forgotten your password?',
  'page.createPassword': 'Set a new password',
  'page.contact': 'Contact us',
  'page.diagnostic': 'Diagnostics',
  'page.faq': 'Frequently asked questions',
  'page.news': 'News',
  'page.printers': 'Printers',
  'page.switchSave': 'Switch and save',
  'page.paperFinder': 'Find paper and labels',
  'page.search': 'Search results for “{term}”',
  'page.search.count': '{count} products found',
  'page.inPreparation': 'This page is being prepared and will be available shortly.',

  'notice.sessionEnded': 'Your session has ended. Please sign in again; your basket has been kept.',
  'notice.signedOut': 'You have been signed out.',
  'notice.accountConfirmed': 'Thank you for confirming your account. You can sign in now.',
  'notice.confirmationFailed': 'This confirmation link is not valid or has already been used.',

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
  'nav.mobile.search': 'Search',
  'nav.mobile.account': 'Account',
  'nav.mobile.loading': 'Loading categories…',
  'nav.mobile.loadFailed': 'The categories could not be loaded.',
  'nav.mobile.retry': 'Try again',

  // shell: footer

  // shell: modals

  // shell: platform

  'config.title': 'The shop is not configured correctly',
  'config.intro': 'These settings are missing or invalid:',
  'config.help': 'Fix them in wrangler.toml or the worker’s environment, then restart.',
} as const

export type MessageKey = keyof typeof enGB
