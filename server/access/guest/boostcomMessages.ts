// The guest page's texts of the loyalty club login BOOSTCOM_LOGIN (docs/boostcom.md), German and
// English; part of GUEST_MESSAGES (messages.ts) as its `boostcom` entry.
export interface BoostcomTexts {
  title: string;
  text: string;
  firstNameLabel: string;
  lastNameLabel: string;
  emailLabel: string;
  phoneLabel: string;
  membershipTerms: string;
  marketing: string;
  submit: string;
  firstNameRequired: string;
  lastNameRequired: string;
  nameTooLong: string;
  nameInvalid: string;
  emailRequired: string;
  emailInvalid: string;
  emailTooLong: string;
  membershipRequired: string;
  /** The club refused a field ("{field}": its label). */
  refusedField: string;
  /** The club refused the sign-up without naming a field. */
  refused: string;
  unavailable: string;
  /** Preview: nothing was sent. */
  preview: string;
}

export const BOOSTCOM_TEXTS: Record<'de' | 'en', BoostcomTexts> = {
  de: {
    title: 'Mit dem Vorteilsclub ins WLAN',
    text: 'Werden Sie Mitglied in unserem Vorteilsclub (oder melden Sie sich als Mitglied an) und surfen Sie gleich los.',
    firstNameLabel: 'Vorname',
    lastNameLabel: 'Nachname',
    emailLabel: 'E-Mail-Adresse',
    phoneLabel: 'Handynummer',
    membershipTerms: 'Ich werde Mitglied im Vorteilsclub und akzeptiere seine Teilnahmebedingungen.',
    marketing: 'Ich möchte Angebote des Clubs per E-Mail und SMS erhalten (freiwillig).',
    submit: 'Mitglied werden und verbinden',
    firstNameRequired: 'Bitte geben Sie Ihren Vornamen ein.',
    lastNameRequired: 'Bitte geben Sie Ihren Nachnamen ein.',
    nameTooLong: 'Der Name ist zu lang.',
    nameInvalid: 'Der Name enthält Zeichen, die nicht möglich sind.',
    emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
    emailInvalid: 'Diese E-Mail-Adresse ist ungültig.',
    emailTooLong: 'Die E-Mail-Adresse ist zu lang.',
    membershipRequired: 'Bitte stimmen Sie den Teilnahmebedingungen des Clubs zu.',
    refusedField: 'Der Vorteilsclub hat die Angabe „{field}“ nicht angenommen. Bitte prüfen Sie sie.',
    refused: 'Der Vorteilsclub hat die Anmeldung nicht angenommen. Bitte prüfen Sie Ihre Angaben.',
    unavailable: 'Der Vorteilsclub ist gerade nicht erreichbar. Bitte versuchen Sie es in ein paar Minuten erneut.',
    preview: 'Vorschau: Der Gast würde jetzt beim Vorteilsclub angemeldet. Gesendet wurde nichts.',
  },
  en: {
    title: 'Online with our loyalty club',
    text: 'Join our loyalty club (or sign in as a member) and start surfing right away.',
    firstNameLabel: 'First name',
    lastNameLabel: 'Last name',
    emailLabel: 'Email address',
    phoneLabel: 'Mobile number',
    membershipTerms: 'I am joining the loyalty club and accept its terms of membership.',
    marketing: 'I would like to receive the club’s offers by email and text message (optional).',
    submit: 'Join and connect',
    firstNameRequired: 'Please enter your first name.',
    lastNameRequired: 'Please enter your last name.',
    nameTooLong: 'The name is too long.',
    nameInvalid: 'The name contains characters that are not possible.',
    emailRequired: 'Please enter your email address.',
    emailInvalid: 'This email address is not valid.',
    emailTooLong: 'The email address is too long.',
    membershipRequired: 'Please accept the club’s terms of membership.',
    refusedField: 'The loyalty club did not accept “{field}”. Please check it.',
    refused: 'The loyalty club did not accept the sign-up. Please check your details.',
    unavailable: 'The loyalty club cannot be reached right now. Please try again in a few minutes.',
    preview: 'Preview: the guest would now be signed up at the loyalty club. Nothing was sent.',
  },
};
