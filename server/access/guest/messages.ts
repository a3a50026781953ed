// The guest login page's own texts (the page around the customer's templates), German and English.
// The customer's templates, terms and imprint bring their own languages (pickLocalized).
import type { LoginRefusal } from '../hotspot-login';
import { REOS_TEXTS, type ReosTexts } from './reosMessages';
import { BOOSTCOM_TEXTS, type BoostcomTexts } from './boostcomMessages';
import type { PhoneProblem } from '../../../src/domain/sms';

export type GuestLang = 'de' | 'en';

export interface GuestMessages {
  title: string;
  defaultWelcome: string;
  codeLabel: string;
  codeHint: string;
  termsAccept: string;
  termsRead: string;
  privacy: string;
  /** The link to the privacy text's own page (D255). */
  privacyOpen: string;
  /** Back from the privacy page to the login page. */
  privacyBack: string;
  imprint: string;
  submit: string;
  continue: string;
  handoverTitle: string;
  handoverText: string;
  handoverNoScript: string;
  termsRequired: string;
  codeRequired: string;
  codeTooLong: string;
  refusals: Record<LoginRefusal, string>;
  /** Refusals of logins without a code (page accounts, device accounts), where they differ. */
  accountRefusals: Partial<Record<LoginRefusal, string>>;
  /** A cooldown with its end: the whole message; "{time}": formatWait's text. */
  cooldownLeft: string;
  minute: string;
  minutes: string;
  hour: string;
  hours: string;
  easyTitle: string;
  easyText: string;
  easySubmit: string;
  accountTitle: string;
  usernameLabel: string;
  passwordLabel: string;
  accountSubmit: string;
  credentialsRequired: string;
  fieldTooLong: string;
  termsOnce: string;
  welcomeBackTitle: string;
  welcomeBackText: string;
  reconnect: string;
  otherLogin: string;
  noLogin: string;
  previewBanner: string;
  previewAccepted: string;
  connectedTitle: string;
  or: string;
  externalTitle: string;
  externalText: string;
  externalSubmit: string;
  appTitle: string;
  /** "{app}": the app's name. */
  appText: string;
  appSubmit: string;
  /** "{url}": where the guest would go. */
  previewRedirect: string;
  redirectFailed: string;
  waitingTitle: string;
  waitingText: string;
  authSuccessTitle: string;
  authSuccessText: string;
  continueTo: string;
  authFailTitle: string;
  authFailText: string;
  /** "{reply}": the device's reason, when it gave one. */
  deviceRefused: string;
  backToLogin: string;
  notFoundTitle: string;
  notFoundText: string;
  errorTitle: string;
  errorText: string;
  expiredForm: string;
  rateLimited: string;
  tooLarge: string;
  notConfigured: string;
  savedTitle: string;
  savedText: string;
  savedCode: string;
  startTitle: string;
  startText: string;
  language: string;
  /** SMS login (VOUCHER_SMS_LOGIN, docs/sms.md). */
  smsTitle: string;
  smsText: string;
  phoneLabel: string;
  phoneHint: string;
  smsSubmit: string;
  /** "{phone}": the masked number ("+49 … 23"). */
  smsSent: string;
  smsCodeLabel: string;
  smsCodeSubmit: string;
  smsOtherNumber: string;
  phoneRequired: string;
  phoneInvalid: string;
  phoneNotMobile: string;
  phoneTooLong: string;
  smsCodeRequired: string;
  smsFailed: string;
  smsUnavailable: string;
  /** "{time}": formatWait's text. */
  smsLimit: string;
  /** The SMS itself: "{code}", "{minutes}". */
  smsMessage: string;
  /** Preview: "{phone}": the masked number. */
  smsPreview: string;
  /** Login at the OpenID Connect provider (CIDAAS_LOGIN, docs/oidc-login.md). */
  oidcTitle: string;
  oidcText: string;
  oidcSubmit: string;
  /** The provider answered access_denied (the guest cancelled, or the provider refused). */
  oidcDenied: string;
  /** The provider is down, slow or its circuit is open. */
  oidcUnavailable: string;
  /** The provider's answer did not pass the checks. */
  oidcInvalid: string;
  /** Room logins (REOS_LOGIN, REOS_FRIEND_LOGIN, docs/reos.md). */
  reos: ReosTexts;
  /** The loyalty club login (BOOSTCOM_LOGIN, docs/boostcom.md). */
  boostcom: BoostcomTexts;
}

export const GUEST_MESSAGES: Record<GuestLang, GuestMessages> = {
  de: {
    title: 'WLAN-Anmeldung',
    defaultWelcome: 'Willkommen! Melden Sie sich mit Ihrem WLAN-Code an.',
    codeLabel: 'WLAN-Code',
    codeHint: 'Den Code finden Sie auf Ihrem Beleg oder Ihrer Karte.',
    termsAccept: 'Ich akzeptiere die Nutzungsbedingungen.',
    termsRead: 'Nutzungsbedingungen lesen',
    privacy: 'Datenschutz',
    privacyOpen: 'Datenschutzhinweise auf eigener Seite öffnen',
    privacyBack: 'Zurück zur Anmeldung',
    imprint: 'Impressum',
    submit: 'Verbinden',
    continue: 'Weiter',
    handoverTitle: 'Code geprüft',
    handoverText: 'Sie werden jetzt mit dem WLAN verbunden.',
    handoverNoScript: 'Falls nichts passiert, tippen Sie auf „Weiter“.',
    termsRequired: 'Bitte akzeptieren Sie die Nutzungsbedingungen.',
    codeRequired: 'Bitte geben Sie Ihren WLAN-Code ein.',
    codeTooLong: 'Dieser WLAN-Code ist zu lang.',
    refusals: {
      UNKNOWN: 'Diesen WLAN-Code kennen wir nicht. Bitte prüfen Sie die Eingabe.',
      INACTIVE: 'Dieser WLAN-Code ist deaktiviert.',
      INVALID: 'Dieser Zugang wurde gesperrt.',
      EXPIRED: 'Dieser WLAN-Code ist abgelaufen.',
      LIMIT: 'Mit diesem WLAN-Code sind schon zu viele Geräte verbunden.',
      DEVICE_BOUND: 'Dieser WLAN-Code ist an ein anderes Gerät gebunden.',
      DEVICE_INACTIVE: 'Dieser Hotspot ist zurzeit nicht in Betrieb.',
      OUTSIDE_LOGIN_TIMES: 'Zu dieser Zeit ist keine Anmeldung möglich.',
      LICENCE_FULL: 'Zurzeit sind alle Zugänge belegt. Bitte versuchen Sie es später erneut.',
      COOLDOWN: 'Bitte warten Sie etwas, bevor Sie sich erneut anmelden.',
      NOT_OFFERED: 'Diese Anmeldung ist hier nicht verfügbar.',
      NO_CLIENT: 'Der Hotspot hat Ihr Gerät nicht übermittelt. Bitte verbinden Sie sich erneut mit dem WLAN.',
    },
    accountRefusals: {
      UNKNOWN: 'Benutzername oder Passwort ist falsch.',
      INACTIVE: 'Dieser Zugang ist deaktiviert.',
      EXPIRED: 'Ihr Zugang ist abgelaufen oder aufgebraucht.',
      DEVICE_BOUND: 'Dieser Zugang gehört zu einem anderen Gerät.',
      LIMIT: 'Mit diesem Zugang sind schon zu viele Geräte verbunden.',
    },
    cooldownLeft: 'Bitte warten Sie noch {time}, bevor Sie sich erneut anmelden.',
    minute: 'Minute',
    minutes: 'Minuten',
    hour: 'Stunde',
    hours: 'Stunden',
    easyTitle: 'Kostenlos surfen',
    easyText: 'Ein Tipp genügt, und Sie sind verbunden.',
    easySubmit: 'Kostenlos verbinden',
    accountTitle: 'Mit Zugangsdaten anmelden',
    usernameLabel: 'Benutzername',
    passwordLabel: 'Passwort',
    accountSubmit: 'Anmelden',
    credentialsRequired: 'Bitte geben Sie Benutzername und Passwort ein.',
    fieldTooLong: 'Die Eingabe ist zu lang.',
    termsOnce: 'Bitte akzeptieren Sie einmalig die Nutzungsbedingungen.',
    welcomeBackTitle: 'Willkommen zurück',
    welcomeBackText: 'Ihr Zugang ist noch gültig. Ein Tipp, und Sie sind wieder verbunden.',
    reconnect: 'Wieder verbinden',
    otherLogin: 'Anders anmelden',
    noLogin: 'Hier ist zurzeit keine Anmeldung eingerichtet. Bitte wenden Sie sich an das Personal.',
    previewBanner: 'Vorschau: So sehen Gäste diese Seite. Es wird keine Anmeldung gespeichert.',
    previewAccepted: 'Vorschau: Der Gast würde jetzt mit dem WLAN verbunden.',
    connectedTitle: 'Zugang bestätigt',
    or: 'oder',
    externalTitle: 'Mit Ihrem Konto anmelden',
    externalText: 'Sie melden sich auf der Anmeldeseite unseres Partners an und kommen danach hierher zurück.',
    externalSubmit: 'Weiter zur Anmeldung',
    appTitle: 'Mit der App anmelden',
    appText: 'Die App „{app}“ meldet Ihr Gerät mit einem Tipp an.',
    appSubmit: 'App öffnen',
    previewRedirect: 'Vorschau: Der Gast würde jetzt weitergeleitet zu {url}',
    redirectFailed: 'Die Anmeldung wurde nicht abgeschlossen. Bitte versuchen Sie es erneut.',
    waitingTitle: 'Einen Moment bitte',
    waitingText: 'Der Hotspot bestätigt Ihre Anmeldung. Diese Seite aktualisiert sich von selbst.',
    authSuccessTitle: 'Sie sind online',
    authSuccessText: 'Der Hotspot hat Ihre Anmeldung bestätigt. Viel Spaß im WLAN!',
    continueTo: 'Weiter',
    authFailTitle: 'Anmeldung nicht bestätigt',
    authFailText: 'Der Hotspot hat die Anmeldung nicht bestätigt. Bitte versuchen Sie es erneut.',
    deviceRefused: 'Der Hotspot hat die Anmeldung abgelehnt: {reply}',
    backToLogin: 'Zurück zur Anmeldung',
    notFoundTitle: 'Seite nicht gefunden',
    notFoundText: 'Diesen Hotspot gibt es nicht. Bitte verbinden Sie sich erneut mit dem WLAN.',
    errorTitle: 'Das hat nicht geklappt',
    errorText: 'Bitte versuchen Sie es in einem Moment erneut.',
    expiredForm: 'Das Formular ist abgelaufen. Bitte senden Sie es erneut.',
    rateLimited: 'Zu viele Versuche. Bitte warten Sie eine Minute.',
    tooLarge: 'Die Anfrage ist zu groß.',
    notConfigured: 'Dieser Hotspot ist noch nicht fertig eingerichtet. Bitte wenden Sie sich an das Personal.',
    savedTitle: 'Code gespeichert',
    savedText:
      'Verbinden Sie sich jetzt mit dem WLAN. Sobald die Anmeldeseite erscheint, ist Ihr Code schon eingetragen.',
    savedCode: 'Ihr Code',
    startTitle: 'WLAN-Anmeldung',
    startText: 'Verbinden Sie sich mit dem WLAN: die Anmeldeseite öffnet sich dann von selbst.',
    language: 'Sprache',
    smsTitle: 'Code per SMS',
    smsText: 'Geben Sie Ihre Handynummer ein: Wir schicken Ihnen einen WLAN-Code per SMS.',
    phoneLabel: 'Handynummer',
    phoneHint: 'Zum Beispiel 0151 23456789 oder +43 664 1234567.',
    smsSubmit: 'Code senden',
    smsSent: 'Wir haben eine SMS an {phone} gesendet. Geben Sie den Code daraus ein.',
    smsCodeLabel: 'Code aus der SMS',
    smsCodeSubmit: 'Verbinden',
    smsOtherNumber: 'Andere Nummer oder neue SMS',
    phoneRequired: 'Bitte geben Sie Ihre Handynummer ein.',
    phoneInvalid: 'Diese Telefonnummer ist ungültig. Bitte prüfen Sie Vorwahl und Nummer.',
    phoneNotMobile: 'An diese Nummer kann keine SMS gehen. Bitte geben Sie eine Handynummer ein.',
    phoneTooLong: 'Die Telefonnummer ist zu lang.',
    smsCodeRequired: 'Bitte geben Sie den Code aus der SMS ein.',
    smsFailed: 'Die SMS konnte gerade nicht gesendet werden. Bitte versuchen Sie es in ein paar Minuten erneut.',
    smsUnavailable: 'Die Anmeldung per SMS ist hier zurzeit nicht möglich. Bitte wenden Sie sich an das Personal.',
    smsLimit: 'Zu viele SMS angefordert. Bitte versuchen Sie es in {time} erneut.',
    smsMessage: 'Ihr WLAN-Code: {code}\nBitte innerhalb von {minutes} Minuten eingeben.',
    smsPreview: 'Vorschau: Der Gast bekäme jetzt eine SMS mit einem WLAN-Code an {phone}. Gesendet wurde nichts.',
    oidcTitle: 'Mit Ihrem Benutzerkonto anmelden',
    oidcText: 'Sie melden sich bei unserem Anmeldedienst an und kommen danach hierher zurück.',
    oidcSubmit: 'Weiter zum Anmeldedienst',
    oidcDenied: 'Die Anmeldung beim Anmeldedienst wurde abgebrochen oder abgelehnt.',
    oidcUnavailable:
      'Der Anmeldedienst ist gerade nicht erreichbar. Bitte versuchen Sie es in ein paar Minuten erneut.',
    oidcInvalid: 'Die Anmeldung konnte nicht bestätigt werden. Bitte versuchen Sie es erneut.',
    reos: REOS_TEXTS.de,
    boostcom: BOOSTCOM_TEXTS.de,
  },
  en: {
    title: 'WiFi login',
    defaultWelcome: 'Welcome! Log in with your WiFi code.',
    codeLabel: 'WiFi code',
    codeHint: 'You find the code on your receipt or card.',
    termsAccept: 'I accept the terms of use.',
    termsRead: 'Read the terms of use',
    privacy: 'Privacy',
    privacyOpen: 'Open the privacy notice on its own page',
    privacyBack: 'Back to the login',
    imprint: 'Legal notice',
    submit: 'Connect',
    continue: 'Continue',
    handoverTitle: 'Code accepted',
    handoverText: 'You are being connected to the WiFi now.',
    handoverNoScript: 'If nothing happens, tap “Continue”.',
    termsRequired: 'Please accept the terms of use.',
    codeRequired: 'Please enter your WiFi code.',
    codeTooLong: 'This WiFi code is too long.',
    refusals: {
      UNKNOWN: 'We do not know this WiFi code. Please check what you entered.',
      INACTIVE: 'This WiFi code is deactivated.',
      INVALID: 'This access has been blocked.',
      EXPIRED: 'This WiFi code has expired.',
      LIMIT: 'Too many devices are already connected with this WiFi code.',
      DEVICE_BOUND: 'This WiFi code is bound to another device.',
      DEVICE_INACTIVE: 'This hotspot is not in service at the moment.',
      OUTSIDE_LOGIN_TIMES: 'Logging in is not possible at this time.',
      LICENCE_FULL: 'All accesses are in use right now. Please try again later.',
      COOLDOWN: 'Please wait a while before logging in again.',
      NOT_OFFERED: 'This login is not available here.',
      NO_CLIENT: 'The hotspot did not identify your device. Please connect to the WiFi again.',
    },
    accountRefusals: {
      UNKNOWN: 'Wrong username or password.',
      INACTIVE: 'This access is deactivated.',
      EXPIRED: 'Your access has expired or is used up.',
      DEVICE_BOUND: 'This access belongs to another device.',
      LIMIT: 'Too many devices are already connected with this access.',
    },
    cooldownLeft: 'Please wait {time} before logging in again.',
    minute: 'minute',
    minutes: 'minutes',
    hour: 'hour',
    hours: 'hours',
    easyTitle: 'Free WiFi',
    easyText: 'One tap and you are online.',
    easySubmit: 'Connect for free',
    accountTitle: 'Log in with your access data',
    usernameLabel: 'Username',
    passwordLabel: 'Password',
    accountSubmit: 'Log in',
    credentialsRequired: 'Please enter your username and password.',
    fieldTooLong: 'The entry is too long.',
    termsOnce: 'Please accept the terms of use once.',
    welcomeBackTitle: 'Welcome back',
    welcomeBackText: 'Your access is still valid. One tap and you are connected again.',
    reconnect: 'Reconnect',
    otherLogin: 'Log in another way',
    noLogin: 'No login is set up here at the moment. Please ask the staff.',
    previewBanner: 'Preview: this is the page guests see. No login is recorded.',
    previewAccepted: 'Preview: the guest would be connected to the WiFi now.',
    connectedTitle: 'Access confirmed',
    or: 'or',
    externalTitle: 'Log in with your account',
    externalText: 'You log in on our partner’s login page and then come back here.',
    externalSubmit: 'Continue to log in',
    appTitle: 'Log in with the app',
    appText: 'The app “{app}” logs your device in with one tap.',
    appSubmit: 'Open the app',
    previewRedirect: 'Preview: the guest would now go to {url}',
    redirectFailed: 'The login was not completed. Please try again.',
    waitingTitle: 'One moment please',
    waitingText: 'The hotspot is confirming your login. This page refreshes by itself.',
    authSuccessTitle: 'You are online',
    authSuccessText: 'The hotspot confirmed your login. Enjoy the WiFi!',
    continueTo: 'Continue',
    authFailTitle: 'Login not confirmed',
    authFailText: 'The hotspot did not confirm the login. Please try again.',
    deviceRefused: 'The hotspot refused the login: {reply}',
    backToLogin: 'Back to the login',
    notFoundTitle: 'Page not found',
    notFoundText: 'This hotspot does not exist. Please connect to the WiFi again.',
    errorTitle: 'Something went wrong',
    errorText: 'Please try again in a moment.',
    expiredForm: 'The form has expired. Please send it again.',
    rateLimited: 'Too many attempts. Please wait a minute.',
    tooLarge: 'The request is too large.',
    notConfigured: 'This hotspot is not fully set up yet. Please ask the staff.',
    savedTitle: 'Code saved',
    savedText: 'Now connect to the WiFi. When the login page appears, your code is already filled in.',
    savedCode: 'Your code',
    startTitle: 'WiFi login',
    startText: 'Connect to the WiFi: the login page then opens by itself.',
    language: 'Language',
    smsTitle: 'Code by SMS',
    smsText: 'Enter your mobile number: we will send you a WiFi code by SMS.',
    phoneLabel: 'Mobile number',
    phoneHint: 'For example +44 7911 123456 or 0151 23456789.',
    smsSubmit: 'Send code',
    smsSent: 'We sent an SMS to {phone}. Enter the code it contains.',
    smsCodeLabel: 'Code from the SMS',
    smsCodeSubmit: 'Connect',
    smsOtherNumber: 'Another number or a new SMS',
    phoneRequired: 'Please enter your mobile number.',
    phoneInvalid: 'This phone number is not valid. Please check the country code and the number.',
    phoneNotMobile: 'This number cannot receive SMS. Please enter a mobile number.',
    phoneTooLong: 'The phone number is too long.',
    smsCodeRequired: 'Please enter the code from the SMS.',
    smsFailed: 'The SMS could not be sent just now. Please try again in a few minutes.',
    smsUnavailable: 'Logging in by SMS is not possible here at the moment. Please ask the staff.',
    smsLimit: 'Too many SMS requested. Please try again in {time}.',
    smsMessage: 'Your WiFi code: {code}\nPlease enter it within {minutes} minutes.',
    smsPreview: 'Preview: the guest would now get an SMS with a WiFi code at {phone}. Nothing was sent.',
    oidcTitle: 'Log in with your user account',
    oidcText: 'You log in at our login service and then come back here.',
    oidcSubmit: 'Continue to the login service',
    oidcDenied: 'The login at the login service was cancelled or refused.',
    oidcUnavailable: 'The login service cannot be reached right now. Please try again in a few minutes.',
    oidcInvalid: 'The login could not be confirmed. Please try again.',
    reos: REOS_TEXTS.en,
    boostcom: BOOSTCOM_TEXTS.en,
  },
};

/** A wait in whole minutes (rounded up), as hours and minutes from an hour on: "1 Stunde 5 Minuten". */
export function formatWait(seconds: number, m: GuestMessages): string {
  const total = Math.max(1, Math.ceil(seconds / 60));
  const h = Math.floor(total / 60);
  const min = total % 60;
  const part = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  if (!h) return part(min, m.minute, m.minutes);
  return min ? `${part(h, m.hour, m.hours)} ${part(min, m.minute, m.minutes)}` : part(h, m.hour, m.hours);
}

/** A phone number's problem in the guest's language (the SMS login's number, the loyalty club's). */
export const phoneProblemText = (m: GuestMessages, problem: PhoneProblem): string =>
  problem === 'required'
    ? m.phoneRequired
    : problem === 'tooLong'
      ? m.phoneTooLong
      : problem === 'notMobile'
        ? m.phoneNotMobile
        : m.phoneInvalid;
