// The guest page's texts of the room logins REOS_LOGIN and REOS_FRIEND_LOGIN (docs/reos.md), German
// and English; part of GUEST_MESSAGES (messages.ts) as its `reos` entry.
export interface ReosTexts {
  title: string;
  text: string;
  roomLabel: string;
  surnameLabel: string;
  submit: string;
  friendTitle: string;
  friendText: string;
  codeLabel: string;
  friendSubmit: string;
  roomRequired: string;
  roomInvalid: string;
  surnameRequired: string;
  surnameInvalid: string;
  codeInvalid: string;
  /** No valid stay for room and surname (ReosUserAuth). */
  denied: string;
  /** No current stay of the room with this code (ReosUserAuth). */
  friendDenied: string;
  /** "{time}": how long until the room may try again. */
  limit: string;
  unavailable: string;
  exhausted: string;
  /** ReosDeviceAdministration: "{room}". */
  adminTitle: string;
  /** "{checkOut}": date and time of check-out. */
  adminText: string;
  friendCodeLabel: string;
  /** How another device joins. */
  friendHint: string;
  connect: string;
  /** Preview: "{room}", "{checkOut}". */
  preview: string;
}

export const REOS_TEXTS: Record<'de' | 'en', ReosTexts> = {
  de: {
    title: 'Zimmer-Login',
    text: 'Für Hotelgäste: Geben Sie Ihre Zimmernummer und Ihren Nachnamen ein.',
    roomLabel: 'Zimmernummer',
    surnameLabel: 'Nachname',
    submit: 'Anmelden',
    friendTitle: 'Weiteres Gerät des Zimmers',
    friendText:
      'Ist schon ein Gerät Ihres Zimmers angemeldet? Dann geben Sie die Zimmernummer und den Freundes-Code ein, den es nach der Anmeldung sieht.',
    codeLabel: 'Freundes-Code',
    friendSubmit: 'Gerät hinzufügen',
    roomRequired: 'Bitte geben Sie Ihre Zimmernummer ein.',
    roomInvalid: 'Diese Zimmernummer ist ungültig.',
    surnameRequired: 'Bitte geben Sie Ihren Nachnamen ein.',
    surnameInvalid: 'Bitte geben Sie Ihren Nachnamen so ein, wie er bei der Buchung angegeben ist.',
    codeInvalid: 'Der Freundes-Code besteht aus 6 Ziffern.',
    denied:
      'Zu dieser Zimmernummer und diesem Nachnamen gibt es keinen aktuellen Aufenthalt. Bitte prüfen Sie Ihre Eingabe oder wenden Sie sich an die Rezeption.',
    friendDenied: 'Zimmernummer und Freundes-Code passen nicht zusammen.',
    limit:
      'Zu viele Versuche für dieses Zimmer. Bitte versuchen Sie es in {time} erneut oder wenden Sie sich an die Rezeption.',
    unavailable:
      'Das Zimmersystem des Hotels ist gerade nicht erreichbar. Bitte versuchen Sie es in ein paar Minuten erneut.',
    exhausted: 'Für Ihr Zimmer ist gerade kein eigenes Netz frei. Bitte wenden Sie sich an die Rezeption.',
    adminTitle: 'Zimmer {room} ist angemeldet',
    adminText: 'Alle Geräte Ihres Zimmers teilen ein eigenes Netz bis zum Check-out am {checkOut}.',
    friendCodeLabel: 'Freundes-Code für weitere Geräte',
    friendHint:
      'Auf einem weiteren Gerät wählen Sie „Weiteres Gerät des Zimmers“ und geben Zimmernummer und diesen Code ein.',
    connect: 'Jetzt verbinden',
    preview: 'Vorschau: Das Zimmersystem bestätigt Zimmer {room} bis {checkOut}. Angemeldet wurde niemand.',
  },
  en: {
    title: 'Room login',
    text: 'For hotel guests: enter your room number and your surname.',
    roomLabel: 'Room number',
    surnameLabel: 'Surname',
    submit: 'Log in',
    friendTitle: 'Another device of the room',
    friendText:
      'Is a device of your room logged in already? Then enter the room number and the friend code it shows after its login.',
    codeLabel: 'Friend code',
    friendSubmit: 'Add device',
    roomRequired: 'Please enter your room number.',
    roomInvalid: 'This room number is not valid.',
    surnameRequired: 'Please enter your surname.',
    surnameInvalid: 'Please enter your surname as given in your booking.',
    codeInvalid: 'The friend code has 6 digits.',
    denied:
      'There is no current stay for this room number and surname. Please check what you entered or ask the reception.',
    friendDenied: 'Room number and friend code do not match.',
    limit: 'Too many attempts for this room. Please try again in {time} or ask the reception.',
    unavailable: "The hotel's room system cannot be reached right now. Please try again in a few minutes.",
    exhausted: 'No network of its own is free for your room right now. Please ask the reception.',
    adminTitle: 'Room {room} is logged in',
    adminText: 'All devices of your room share a network of their own until check-out on {checkOut}.',
    friendCodeLabel: 'Friend code for further devices',
    friendHint: 'On another device, choose "Another device of the room" and enter the room number and this code.',
    connect: 'Connect now',
    preview: 'Preview: the room system confirms room {room} until {checkOut}. Nobody was logged in.',
  },
};
