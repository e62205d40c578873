import type { MessageKey } from './en-gb'

/** The de_DE message catalogue for the German store under /de/. */
export const deDE: Record<MessageKey, string> = {
  'shop.tagline': 'Tinte, Toner, Etiketten, Papier und Drucker, am nächsten Tag geliefert',
  'a11y.skipToContent': 'Zum Hauptinhalt springen',

  'header.home': '{shop} Startseite',
  'header.search.label': 'Im Shop suchen',
  'header.search.region': 'Shopsuche',
  'notFound.search.region': 'Von dieser Seite aus suchen',
  'header.search.placeholder': 'Nach Drucker oder Patrone suchen',
  'header.search.submit': 'Suchen',
  'header.cart.label': 'Warenkorb',
  'header.cart.count': 'Warenkorb, {count} Artikel',

  'strip.freeDelivery': 'Kostenlose Lieferung am nächsten Tag ab {amount}',
  'strip.trust': 'Von unseren Kunden mit {rating} von {scale} bewertet',
  'strip.lowestPrice': 'Tiefstpreisgarantie online',
  'strip.label': 'Unsere Versprechen',

  'home.title': '{shop}: Tinte, Toner, Etikettenband, Papier und Drucker',
  'home.description':
    'Original- und kompatible Tinten- und Tonerpatronen, Etikettenband, 3D-Filament, Papier und Drucker. Kostenlose Lieferung am nächsten Tag ab {amount}.',
  'home.heading': 'Druckerzubehör für Zuhause, Büro und Schule',

  'footer.copyright': '© {year} {shop}. Alle Preise in {currency}.',
  'footer.vat': 'Preise inkl. {rate}% MwSt., sofern nicht als netto gekennzeichnet.',

  'notFound.title': 'Diese Seite wurde nicht gefunden',
  'notFound.heading': 'Hoppla, diese Seite konnten wir nicht finden.',
  'notFound.intro': 'Das können Sie versuchen:',
  'notFound.search': 'Nutzen Sie die Suche, um das Gewünschte zu finden.',
  'notFound.browse': 'Stöbern Sie in der Navigation oder gehen Sie zur',
  'notFound.browseLink': 'Startseite',
  'notFound.contact': 'Immer noch nicht fündig? Schreiben Sie uns über unsere',
  'notFound.contactLink': 'Kontaktseite',

  'error.title': 'Ein Fehler ist aufgetreten',
  'error.status': 'Fehler {status}',
  'error.backHome': 'Zurück zur Startseite',
  'error.internal': 'Etwas ist schiefgelaufen. Bitte versuchen Sie es in ein paar Minuten erneut.',
  'error.reference': 'Referenz: {id}',
  'error.fallback': 'Beim Anzeigen der Fehlerseite ist ein Fehler aufgetreten.',
  'error.details': 'Details',
  'error.goHome': 'Zurück zur Startseite',

  'mailbox.title': 'Entwicklungs-Postfach',
  'mailbox.empty': 'Noch keine E-Mails.',
  'mailbox.meta': 'An {to} ({kind}), {sentAt}',

  'page.titleSuffix': '{title} | {shop}',
  'page.cart': 'Warenkorb',
  'page.checkout': 'Kasse',
  'page.checkout.userAccount': 'Kasse: anmelden oder als Gast fortfahren',
  'page.checkout.shipping': 'Kasse: Lieferung',
  'page.checkout.billing': 'Kasse: Rechnungsadresse',
  'page.checkout.payment': 'Kasse: Zahlung',
  'page.checkout.thankYou': 'Vielen Dank für Ihre Bestellung',
  'page.account': 'Mein Konto',
  'page.account.profile': 'Mein Profil',
  'page.account.addresses': 'Adressbuch',
  'page.account.addressCreate': 'Neue Adresse hinzufügen',
  'page.account.addressEdit': 'Adresse bearbeiten',
  'page.account.newsletter': 'Newsletter-Abonnement',
  'page.account.wishlist': 'Mein Wunschzettel',
  'page.account.orders': 'Bestellübersicht',
  'page.account.order': 'Bestellung {number}',
  'page.account.reviews': 'Meine Bewertungen',
  'page.account.quickReorder': 'Schnell nachbestellen',
  'page.account.printers': 'Meine gespeicherten Drucker',
  'page.account.cards': 'Gespeicherte Karten',
  'page.account.returns': 'Meine Rücksendungen',
  'page.account.greeting': 'Hallo {firstName}',
  'page.signIn': 'Anmelden',
  'page.forgotPassword': 'Passwort vergessen?',
  'page.createPassword': 'Neues Passwort festlegen',
  'page.contact': 'Kontakt',
  'page.diagnostic': 'Diagnose',
  'page.faq': 'Häufige Fragen',
  'page.news': 'Neuigkeiten',
  'page.printers': 'Drucker',
  'page.switchSave': 'Wechseln und sparen',
  'page.paperFinder': 'Papier und Etiketten finden',
  'page.search': 'Suchergebnisse für „{term}“',
  'page.search.count': '{count} Produkte gefunden',
  'page.inPreparation': 'Diese Seite wird vorbereitet und ist in Kürze verfügbar.',

  'notice.sessionEnded': 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an; Ihr Warenkorb bleibt erhalten.',
  'notice.signedOut': 'Sie wurden abgemeldet.',
  'notice.accountConfirmed': 'Vielen Dank für die Bestätigung Ihres Kontos. Sie können sich jetzt anmelden.',
  'notice.confirmationFailed': 'Dieser Bestätigungslink ist ungültig oder wurde bereits verwendet.',

  // shell: runtime
  'notification.region': 'Benachrichtigungen',
  'notification.close': 'Benachrichtigung schließen',
  'notification.success': 'Erfolg',
  'notification.warning': 'Warnung',
  'notification.danger': 'Fehler',
  'notification.info': 'Information',
  'progress.label': 'Seite wird geladen',

  // shell: header
  'header.vat.label': 'Preise anzeigen',
  'header.vat.including': 'inkl. MwSt.',
  'header.vat.excluding': 'zzgl. MwSt.',
  'header.account.myAccount': 'Mein Konto',
  'header.account.greeting': 'Hallo {firstName}',
  'header.account.menu': 'Ihr Konto',
  'header.account.signOut': 'Abmelden',

  // shell: navigation
  'nav.categories': 'Nach Kategorie einkaufen',
  'nav.submenu.toggle': 'Mehr in {name}',
  'nav.mobile.label': 'Shop-Menü',
  'nav.mobile.menu': 'Menü',
  'nav.mobile.search': 'Suche',
  'nav.mobile.account': 'Konto',
  'nav.mobile.loading': 'Kategorien werden geladen …',
  'nav.mobile.loadFailed': 'Die Kategorien konnten nicht geladen werden.',
  'nav.mobile.retry': 'Erneut versuchen',

  // shell: footer

  // shell: modals

  // shell: platform

  'config.title': 'Der Shop ist nicht richtig konfiguriert',
  'config.intro': 'Diese Einstellungen fehlen oder sind ungültig:',
  'config.help': 'Korrigieren Sie sie in wrangler.toml oder in der Umgebung des Workers und starten Sie neu.',
}
