/**
 * Messages of the own invites (/profile/invites) and of the invite-acceptance page (`portal.invites.*`):
 * German first, English typed against it. The acceptance page is public; it loads this file itself.
 */
import type { Shape } from '../catalogue';

const de = {
  invites: {
    intro:
      'Organisationen, die Sie in das Hotspot Portal eingeladen haben. Wählen Sie die Einladungen aus, die Sie annehmen möchten.',
    none: 'Keine Einladungen gefunden. Nicht angenommene Einladungen werden nach 5 Tagen gelöscht.',
    loadFailed: 'Die Einladungen konnten nicht geladen werden.',
    retry: 'Erneut versuchen',
    invitedBy: 'Eingeladen von %{company}',
    roles: 'Rollen: %{roles}',
    sentAt: 'Gesendet am %{date}',
    expired: 'Abgelaufen',
    selectAll: 'Alle auswählen',
    accept: 'Einladungen annehmen',
    accepted: 'Die Einladungen wurden angenommen. Sie können jetzt für die Organisation(en) arbeiten.',
    accept_page: {
      checking: 'Einladung wird geprüft …',
      invalid: 'Ungültiger Einladungslink. Bitte fordern Sie bei Ihrem Administrator eine neue Einladung an.',
      expired: 'Diese Einladung ist abgelaufen. Bitte bitten Sie Ihren Administrator, sie erneut zu senden.',
      text: 'Sie wurden als %{email} in das Hotspot Portal eingeladen. Legen Sie Ihr Konto an und wählen Sie die Organisationen.',
      loggedIn: 'Sie sind angemeldet. Nehmen Sie die Einladung in Ihrem Profil an.',
      toMyInvites: 'Zu meinen Einladungen',
      organisations: 'Organisationen',
      organisationsRequired: 'Bitte wählen Sie mindestens eine Organisation.',
      profile: 'Ihr Profil',
      firstName: 'Vorname',
      lastName: 'Nachname',
      language: 'Sprache',
      password: 'Passwort',
      submit: 'Einladungen annehmen',
      userExists:
        'Für diese Adresse gibt es bereits ein Konto. Bitte melden Sie sich an und nehmen Sie die Einladung unter „Meine Einladungen“ an.',
      toLogin: 'Zur Anmeldung',
      languages: { de: 'Deutsch', en: 'English' },
    },
  },
};

const en: Shape<typeof de> = {
  invites: {
    intro: 'Organisations that invited you to the Hotspot Portal. Choose the invitations you want to accept.',
    none: 'No invitations found. Invitations not accepted are deleted after 5 days.',
    loadFailed: 'The invitations could not be loaded.',
    retry: 'Try again',
    invitedBy: 'Invited by %{company}',
    roles: 'Roles: %{roles}',
    sentAt: 'Sent on %{date}',
    expired: 'Expired',
    selectAll: 'Select all',
    accept: 'Accept invitations',
    accepted: 'The invitations have been accepted. You can now work for the organisation(s).',
    accept_page: {
      checking: 'Checking the invitation …',
      invalid: 'Invalid invitation link. Please ask your administrator for a new invitation.',
      expired: 'This invitation has expired. Please ask your administrator to send it again.',
      text: 'You have been invited to the Hotspot Portal as %{email}. Create your account and choose the organisations.',
      loggedIn: 'You are logged in. Accept the invitation in your profile.',
      toMyInvites: 'To my invitations',
      organisations: 'Organisations',
      organisationsRequired: 'Please choose at least one organisation.',
      profile: 'Your profile',
      firstName: 'First name',
      lastName: 'Last name',
      language: 'Language',
      password: 'Password',
      submit: 'Accept invitations',
      userExists:
        'An account exists for this address already. Please log in and accept the invitation under "My invitations".',
      toLogin: 'To the login',
      languages: { de: 'Deutsch', en: 'English' },
    },
  },
};

export default { de: { portal: de }, en: { portal: en } };
