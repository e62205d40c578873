/**
 * @module
 * The sign-in, registration and password pages' texts in de_DE, part of the `deDE` catalogue.
 */
import type { accountEnGB } from './account-en-gb'

export const accountDeDE: Record<keyof typeof accountEnGB, string> = {
  'form.optional': '(optional)',
  'form.required': 'Dieses Feld ist ein Pflichtfeld',
  'form.minLength': 'Verwenden Sie mindestens {count} Zeichen.',
  'form.email': 'Das E-Mail-Feld muss eine gültige E-Mail-Adresse enthalten',
  'form.passwordsDiffer': 'Die Passwörter stimmen nicht überein.',
  'form.passwordRule': 'Verwenden Sie mindestens 8 Zeichen, darunter einen Buchstaben und eine Ziffer oder ein Sonderzeichen.',
  'page.register': 'Konto anlegen',
  'account.signIn.lead': 'Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an.',
  'account.signIn.newTitle': 'Neu bei uns?',
  'account.signIn.newLead': 'Mit einem Konto verfolgen Sie Ihre Bestellungen, speichern Ihre Drucker und bestellen mit wenigen Klicks nach.',
  'account.register.lead': 'Es dauert nur eine Minute. Wir senden Ihnen einen Link, mit dem Sie Ihr Konto bestätigen.',
  'account.register.firstname': 'Vorname',
  'account.register.lastname': 'Nachname',
  'account.register.password': 'Passwort',
  'account.register.confirmPassword': 'Passwort bestätigen',
  'account.register.newsletter': 'Senden Sie mir Angebote, Neuheiten und Drucktipps per E-Mail',
  'account.register.submit': 'Konto anlegen',
  'account.register.haveAccount': 'Sie haben schon ein Konto? Anmelden',
  'account.register.exists': 'Ein Kunde mit dieser E-Mail-Adresse existiert bereits auf einer zugehörigen Website.',
  'account.register.failed': 'Ihr Konto konnte nicht angelegt werden. Bitte prüfen Sie Ihre Angaben und versuchen Sie es erneut.',
  'account.forgot.lead': 'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen.',
  'account.forgot.submit': 'Link senden',
  'account.forgot.failed': 'Ein neues Passwort konnte nicht angefordert werden. Bitte prüfen Sie die eingegebene E-Mail-Adresse.',
  'account.reset.lead': 'Wählen Sie ein neues Passwort für {email}.',
  'account.reset.password': 'Neues Passwort',
  'account.reset.confirmPassword': 'Neues Passwort bestätigen',
  'account.reset.submit': 'Neues Passwort festlegen',
  'account.reset.failed': 'Ihr Passwort konnte nicht geändert werden: Der Link ist vielleicht abgelaufen oder wurde schon verwendet. Bitte fordern Sie einen neuen an.',
  'account.reset.badLink': 'Dieser Link zum Festlegen eines neuen Passworts ist unvollständig. Bitte öffnen Sie den Link aus der E-Mail erneut oder fordern Sie einen neuen an.',
  'account.captchaFailed': 'Fehler bei der reCaptcha-Prüfung. Bitte versuchen Sie es erneut.',
  'notice.signedIn': 'Sie sind angemeldet.',
  'notice.confirmAccount': 'Sie müssen Ihr Konto bestätigen. Bitte prüfen Sie Ihre E-Mails auf den Bestätigungslink.',
  'notice.resetRequested': 'Wenn es ein Konto mit dieser E-Mail-Adresse gibt, erhalten Sie eine E-Mail mit einem Link zum Festlegen eines neuen Passworts.',
  'notice.passwordReset': 'Ihr neues Passwort ist festgelegt. Bitte melden Sie sich damit an.',
}
