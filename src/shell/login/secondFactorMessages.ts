// The texts of the login's second step (issue 38), German and English: they load with the step
// (./SecondFactorStep.tsx), not with the login page, whose bundle has a budget (tests/e2e/bundle).
const de = {
  login: {
    secondFactor: {
      title: 'Bestätigung in zwei Schritten',
      prompt: 'Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.',
      recoveryPrompt: 'Geben Sie einen Ihrer Wiederherstellungscodes ein. Jeder Code gilt nur einmal.',
      code: 'Code',
      recoveryCode: 'Wiederherstellungscode',
      useRecoveryCode: 'Wiederherstellungscode verwenden',
      useAppCode: 'Code aus der App verwenden',
      submit: 'Bestätigen',
      back: 'Zurück zur Anmeldung',
      wrongCode: 'Der Code ist falsch',
      usedCode: 'Dieser Code wurde schon verwendet. Bitte warten Sie auf den nächsten Code.',
      expired: 'Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.',
      enrolTitle: 'Zweiten Faktor einrichten',
      enrolText:
        'Für Ihr Konto ist ein zweiter Faktor vorgeschrieben. Scannen Sie den QR-Code mit einer Authenticator-App (oder geben Sie den Schlüssel ein) und bestätigen Sie mit dem ersten Code.',
      secret: 'Schlüssel',
      qrAlt: 'QR-Code für die Authenticator-App',
      recoveryTitle: 'Ihre Wiederherstellungscodes',
      recoveryText:
        'Bewahren Sie diese Codes sicher auf. Jeder Code ermöglicht einmal die Anmeldung ohne die App. Sie werden nur jetzt angezeigt.',
      continue: 'Weiter',
      passkeyPrompt:
        'Bestätigen Sie die Anmeldung mit Ihrem Passkey (Sicherheitsschlüssel, Fingerabdruck oder Gerätesperre).',
      usePasskey: 'Mit Passkey anmelden',
      usePasskeyInstead: 'Passkey verwenden',
      passkeyRefused: 'Der Passkey wurde nicht angenommen. Bitte versuchen Sie es erneut.',
      passkeyCancelled: 'Die Bestätigung mit dem Passkey wurde abgebrochen oder ist abgelaufen.',
      passkeyUnsupported:
        'Dieser Browser unterstützt keine Passkeys. Verwenden Sie einen Code oder einen Wiederherstellungscode.',
      chooseMethod: 'Art des zweiten Faktors',
      methodApp: 'Authenticator-App',
      methodPasskey: 'Passkey',
      passkeyEnrolText:
        'Für Ihr Konto ist ein zweiter Faktor vorgeschrieben. Richten Sie einen Passkey ein: einen Sicherheitsschlüssel, Ihren Fingerabdruck oder die Gerätesperre.',
      passkeyName: 'Name des Passkeys',
      passkeyNameHint: 'Damit Sie ihn im Profil wiedererkennen, z. B. „Laptop“ oder „YubiKey“',
      passkeyNameInvalid: 'Dieser Name ist nicht zulässig',
      passkeyRegister: 'Passkey einrichten',
      passkeyEnrolUnsupported:
        'Dieser Browser unterstützt keine Passkeys. Richten Sie den zweiten Faktor mit einer Authenticator-App ein.',
    },
  },
};

const en: typeof de = {
  login: {
    secondFactor: {
      title: 'Two-step verification',
      prompt: 'Enter the 6-digit code from your authenticator app.',
      recoveryPrompt: 'Enter one of your recovery codes. Each code works only once.',
      code: 'Code',
      recoveryCode: 'Recovery code',
      useRecoveryCode: 'Use a recovery code',
      useAppCode: 'Use a code from the app',
      submit: 'Verify',
      back: 'Back to login',
      wrongCode: 'The code is wrong',
      usedCode: 'This code has been used already. Please wait for the next code.',
      expired: 'The login has expired. Please log in again.',
      enrolTitle: 'Set up a second factor',
      enrolText:
        'Your account requires a second factor. Scan the QR code with an authenticator app (or enter the key) and confirm with the first code.',
      secret: 'Key',
      qrAlt: 'QR code for the authenticator app',
      recoveryTitle: 'Your recovery codes',
      recoveryText: 'Keep these codes safe. Each code lets you log in once without the app. They are shown only now.',
      continue: 'Continue',
      passkeyPrompt: 'Confirm the login with your passkey (security key, fingerprint or screen lock).',
      usePasskey: 'Log in with a passkey',
      usePasskeyInstead: 'Use a passkey',
      passkeyRefused: 'The passkey was not accepted. Please try again.',
      passkeyCancelled: 'The confirmation with the passkey was cancelled or timed out.',
      passkeyUnsupported: 'This browser does not support passkeys. Use a code or a recovery code.',
      chooseMethod: 'Kind of second factor',
      methodApp: 'Authenticator app',
      methodPasskey: 'Passkey',
      passkeyEnrolText:
        'Your account requires a second factor. Set up a passkey: a security key, your fingerprint or the screen lock.',
      passkeyName: 'Name of the passkey',
      passkeyNameHint: 'To recognise it on your profile, e.g. “Laptop” or “YubiKey”',
      passkeyNameInvalid: 'This name is not allowed',
      passkeyRegister: 'Set up the passkey',
      passkeyEnrolUnsupported:
        'This browser does not support passkeys. Set up the second factor with an authenticator app.',
    },
  },
};

export default { de, en };
