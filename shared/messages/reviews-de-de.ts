/**
 * @module
 * The product page's review and wish-list texts in de_DE, part of the `deDE` catalogue.
 */
import type { reviewsEnGB } from './reviews-en-gb'

export const reviewsDeDE: Record<keyof typeof reviewsEnGB, string> = {
  'reviews.summary.title': 'Kundenbewertung',
  'reviews.summary.average': '{average} von 5',
  'reviews.summary.basis': 'Aus {count} Bewertungen',
  'reviews.summary.basis.one': 'Aus 1 Bewertung',
  'reviews.summary.breakdown': 'Bewertungen nach Sternen',
  'reviews.summary.stars': '{stars} Sterne',
  'reviews.summary.stars.one': '1 Stern',
  'reviews.summary.count': '{label}: {count} von {total} Bewertungen',
  'reviews.write.link': 'Bewertung schreiben',
  'reviews.form.title': 'Bewertung schreiben',
  'reviews.form.intro': 'Sagen Sie anderen Kunden, was Sie von {name} halten. Bewertungen werden vor der Veröffentlichung geprüft.',
  'reviews.form.signInHint': 'Nur angemeldete Kunden können Bewertungen schreiben.',
  'reviews.form.signIn': 'Anmelden, um eine Bewertung zu schreiben',
  'reviews.form.nickname': 'Spitzname',
  'reviews.form.summary': 'Zusammenfassung',
  'reviews.form.text': 'Ihre Bewertung',
  'reviews.form.minLength': 'Mindestens {min} Zeichen.',
  'reviews.form.rating': 'Ihre Bewertung: {name}',
  'reviews.form.stars': '{count} Sterne',
  'reviews.form.stars.one': '1 Stern',
  'reviews.form.submit': 'Bewertung absenden',
  'reviews.form.required': 'Dieses Feld ist ein Pflichtfeld',
  'reviews.form.tooShort': 'Bitte geben Sie mindestens {min} Zeichen ein.',
  'reviews.form.chooseStars': 'Bitte wählen Sie 1 bis 5 Sterne.',
  'reviews.form.thanks': 'Vielen Dank, Ihre Bewertung erscheint, sobald sie geprüft wurde.',
  'reviews.form.failed': 'Ihre Bewertung konnte leider nicht gesendet werden. Bitte versuchen Sie es später erneut.',
  'notice.reviewSubmitted': 'Vielen Dank, Ihre Bewertung erscheint, sobald sie geprüft wurde.',
  'notice.reviewSignIn': 'Nur angemeldete Kunden können Bewertungen schreiben: Bitte melden Sie sich an und senden Sie Ihre Bewertung erneut.',
  'notice.reviewInvalid':
    'Ihre Bewertung wurde nicht gesendet. Bitte geben Sie einen Spitznamen mit mindestens {nickname} Zeichen, eine Zusammenfassung mit mindestens {summary}, eine Bewertung mit mindestens {text} Zeichen und für jede Wertung 1 bis 5 Sterne an.',
  'notice.reviewFailed': 'Ihre Bewertung konnte leider nicht gesendet werden. Bitte versuchen Sie es später erneut.',
  'notice.signInLink': 'Anmelden',
  'wishlist.add': 'Auf den Wunschzettel',
  'wishlist.remove': 'Vom Wunschzettel entfernen',
  'wishlist.added': '{name} steht jetzt auf Ihrem Wunschzettel.',
  'wishlist.removed': '{name} wurde von Ihrem Wunschzettel entfernt.',
  'wishlist.failed': 'Ihr Wunschzettel konnte leider nicht geändert werden. Bitte versuchen Sie es erneut.',
  'notice.wishlistAdded': 'Der Artikel steht auf Ihrem Wunschzettel.',
  'notice.wishlistSignIn': 'Bitte melden Sie sich an, um Artikel auf Ihrem Wunschzettel zu sammeln.',
  'notice.wishlistFailed': 'Der Artikel konnte leider nicht auf Ihren Wunschzettel gesetzt werden.',
}
