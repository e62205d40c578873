/**
 * @module
 * The contact, FAQ, news and diagnostic pages' texts in de_DE, part of the `deDE` catalogue.
 */
import type { contentEnGB } from './content-en-gb'

export const contentDeDE: Record<keyof typeof contentEnGB, string> = {
  'contact.lead': 'Fragen zu einer Bestellung, einer Patrone oder einem Geschäftskundenkonto? Schreiben Sie uns – unser Team in Leeds antwortet innerhalb eines Werktags.',
  'contact.phone': 'Oder rufen Sie uns an: {phone}, Montag bis Freitag, 8:30 bis 17:30 Uhr (britische Zeit).',
  'contact.formLabel': 'Schreiben Sie uns',
  'contact.name': 'Name',
  'contact.email': 'E-Mail-Adresse',
  'contact.telephone': 'Telefon',
  'contact.comment': 'Was können wir für Sie tun?',
  'contact.commentTooLong': 'Bitte fassen Sie Ihre Nachricht in weniger als {count} Zeichen.',
  'contact.submit': 'Nachricht senden',
  'notice.contactSent': 'Vielen Dank für Ihre Nachricht. Wir melden uns so bald wie möglich bei Ihnen.',
  'contact.failed': 'Ihre Anfrage kann gerade nicht bearbeitet werden. Bitte versuchen Sie es später erneut.',
  'contact.tooMany': 'Sie haben in kurzer Zeit mehrere Nachrichten gesendet. Bitte versuchen Sie es in einer Stunde erneut oder rufen Sie uns an.',
  'newsletter.page.account': 'Angemeldet? Sie können den Newsletter auch in Ihrem Kundenkonto abonnieren oder abbestellen:',
  'notice.newsletterUnconfirmed': 'Fast geschafft: Bitte bestätigen Sie Ihr Abonnement über den Link in unserer E-Mail.',
  'chat.contactLabel': 'Hilfe: unser Team kontaktieren',
  'chat.contact.phone': 'Rufen Sie uns an: {phone}',
  'chat.contact.email': 'E-Mail an {email}',
  'diagnostic.lead': 'Für unser Support-Team: wie dieser Shop gerade für Sie läuft. Die Seite zeigt nichts über Sie oder Ihr Konto.',
  'diagnostic.store': 'Store-Ansicht',
  'diagnostic.language': 'Sprache',
  'diagnostic.currency': 'Währung',
  'diagnostic.build': 'Build',
  'diagnostic.environment': 'Umgebung',
  'diagnostic.backend': 'Backend',
  'diagnostic.backend.embedded': 'Eingebautes Magento-kompatibles Backend',
  'diagnostic.backend.magento': 'Magento',
  'diagnostic.reachable': 'Erreichbar, Antwort in {ms} ms',
  'diagnostic.unreachable': 'Nach {ms} ms nicht erreichbar ({problem})',
  'diagnostic.cache': 'Cache (KV)',
  'diagnostic.location': 'Rechenzentrum',
  'diagnostic.unknown': 'Unbekannt',
  'diagnostic.checkedAt': 'Geprüft am',
  'diagnostic.pageCache': 'Diese Seite',
  'diagnostic.pageCache.value': 'Nie zwischengespeichert: Jeder Aufruf prüft neu',
}
