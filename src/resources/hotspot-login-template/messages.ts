/** Messages of the login templates (`resources.hotspot-login-template.*`): German first, English typed against it. */
import type { Shape } from '../../i18n/catalogue';

const de = {
  'hotspot-login-template': {
    /** Refusals the server names by key (extensions.i18n). */
    errors: {
      pluginInactive: 'Das Plugin „%{plugin}“ ist für diese Organisation nicht aktiv',
      pluginUnknown: 'Dieses Plugin gehört nicht zu dieser Organisation',
      unknownAccountTemplate: 'Diese Kontovorlage gibt es in dieser Organisation nicht',
      unknownTermsOfUse: 'Diese Nutzungsbedingungen gibt es in dieser Organisation nicht',
      cooldownPluginInactive: 'Eine Wiederanmeldesperre braucht das aktive Plugin „Cooldown“',
      inUse:
        'Die Login-Vorlage wird noch von folgenden Gerätekonfigurationen verwendet und kann daher nicht gelöscht werden: %{configs}',
    },
    name: 'Login-Vorlage |||| Login-Vorlagen',
    fields: {
      name: 'Name',
      description: 'Beschreibung',
      active: 'Aktiv',
      loginType: 'Login-Art',
      type: 'Login-Art',
      hotspotAccountTemplateId: 'Kontovorlage',
      termsOfUseId: 'Nutzungsbedingungen',
      customerId: 'Kundennummer',
      createdAt: 'Erstellt am',
      updatedAt: 'Geändert am',
      q: 'Suche',
      signingSecret: 'Signatur-Schlüssel',
      loginTypeConfig: {
        defaultCountryCallingCode: 'Standard-Ländervorwahl',
        pluginId: 'Plugin',
        splashUrl: 'Start-URL (Splash)',
        successUrl: 'URL nach erfolgreicher Anmeldung',
        errorUrl: 'URL bei Fehler',
        externalLoginPluginId: 'Plugin „Externer Login“',
        deviceAccountPluginId: 'Plugin „Gerätekonten“',
        reosPluginId: 'Plugin „REOS“',
        voucherSmsPluginId: 'Plugin „WLAN-Codes per SMS“',
      },
      cooldown: {
        dynamicExpires: 'Wiederanmeldesperre (Formel)',
        conditionalCooldowns: 'Bedingte Sperren',
      },
      conditional: {
        property: 'Wenn dieses Limit erreicht ist',
        accountCreatedBefore: 'Nur für Konten, erstellt vor (Formel, optional)',
        dynamicExpires: 'Dauer der Sperre (Formel)',
      },
    },
    types: {
      APP_LOGIN: 'App-Login',
      BOOSTCOM_LOGIN: 'Boostcom-Login',
      CIDAAS_LOGIN: 'cidaas-Login',
      DEVICE_ACCOUNT_LOGIN: 'Gerätekonto-Login',
      EASY_LOGIN: 'Einfacher Login (ein Klick)',
      EXTERNAL_LOGIN: 'Externer Login',
      REOS_FRIEND_LOGIN: 'REOS-Login für Freunde',
      REOS_LOGIN: 'REOS-Login',
      VOUCHER_LOGIN: 'WLAN-Code-Login',
      VOUCHER_SMS_LOGIN: 'WLAN-Code per SMS',
    },
    properties: {
      maxVolume: 'Datenvolumen',
      maxSurftime: 'Surfzeit',
      expires: 'Ablauf',
    },
    sections: {
      config: 'Einstellungen der Login-Art',
      noConfig: 'Diese Login-Art braucht keine weiteren Einstellungen.',
      references: 'Kontovorlage und Nutzungsbedingungen',
      cooldown: 'Wiederanmeldesperre',
      cooldownHelp:
        'Wie lange ein Gast nach Ablauf seines Kontos warten muss, bevor er sich erneut anmelden kann. Leer lassen für keine Sperre.',
      cooldownHidden:
        'Eine Wiederanmeldesperre ist nur mit dem aktiven Plugin „Cooldown“ möglich. Wenden Sie sich an Ihren Ansprechpartner, um es freizuschalten.',
      conditionalHelp:
        'Abweichende Sperren, wenn ein Konto ein bestimmtes Limit erreicht hat (z. B. 4 Stunden nach verbrauchtem Datenvolumen).',
      deviceConfigs: 'Gerätekonfigurationen, die diese Login-Vorlage anbieten',
      deviceConfigsTotal: '%{shown} von %{total}',
    },
    guestPage: {
      title: 'Auf der Gästeseite',
      forms: {
        code: 'Gäste geben ihren WLAN-Code in ein Feld ein und tippen auf „Verbinden“. Hat die Vorlage Nutzungsbedingungen, bestätigen sie diese vorher.',
        clickThroughTerms:
          'Gäste bestätigen die Nutzungsbedingungen und tippen auf „Kostenlos verbinden“, ohne Code und ohne Konto.',
        clickThrough:
          'Gäste sehen nur die Schaltfläche „Kostenlos verbinden“: ein Tipp, und sie sind online, ohne Code und ohne Konto.',
        usernamePassword:
          'Gäste geben Benutzername und Passwort ihres Gerätekontos ein und tippen auf „Anmelden“. Geräte mit einem MAC-Konto werden ohne die Seite angemeldet.',
        externalRedirect:
          'Gäste tippen auf „Weiter zur Anmeldung“ und werden zur Anmeldeseite Ihres Partners (Start-URL) weitergeleitet. Melden sie sich dort an, kommen sie signiert zurück, werden verbunden und landen auf der Erfolgs-URL; wird die Anmeldung abgelehnt, landen sie auf der Fehler-URL.',
        app: 'Gäste tippen auf „App öffnen“: Die Start-URL öffnet Ihre App (die im Plugin „%{plugin}“ benannte App), und die App meldet das Gerät mit einem Einmal-Token an. Danach landen die Gäste auf der Erfolgs-URL.',
        sms: 'Gäste geben ihre Handynummer ein (ohne Ländervorwahl gilt die Standard-Ländervorwahl der Vorlage) und bekommen einen WLAN-Code per SMS vom Absender des Plugins „%{plugin}“. Den Code geben sie auf der Seite ein; unbenutzt verfällt er nach 15 Minuten. Höchstens 3 SMS je Nummer und je Gerät des Gasts pro Stunde.',
        oidc: 'Gäste tippen auf „Weiter zum Anmeldedienst“ und melden sich beim OpenID-Connect-Anbieter des Plugins „%{plugin}“ an (die API-URL ist sein Issuer). Danach kommen sie zurück, werden verbunden und landen auf der Erfolgs-URL. Beim Anbieter einzutragen: die Weiterleitungsadresse <Portal-Adresse>/guest/oidc/callback.',
        room: 'Gäste geben Zimmernummer und Nachnamen ein; das Zimmersystem des Plugins „%{plugin}“ bestätigt den Aufenthalt. Alle Geräte des Zimmers kommen bis zum Check-out in ein gemeinsames VLAN aus dem Bereich des Plugins, und die Gäste sehen einen Freundes-Code für weitere Geräte.',
        roomFriend:
          'Gäste geben Zimmernummer und den Freundes-Code ein, den das Zimmer nach seiner Anmeldung sieht; das Gerät kommt bis zum Check-out ins VLAN des Zimmers (Plugin „%{plugin}“).',
        loyalty:
          'Gäste werden mit Vorname, Nachname, E-Mail-Adresse und Handynummer Mitglied im Vorteilsclub des Plugins „%{plugin}“ (oder als Mitglied erkannt) und sind gleich verbunden. Das Portal speichert von ihnen nur einen Schlüssel ihrer Mitgliedschaft; die Angaben gehen an den Club.',
        none: 'Die Anmeldung übernimmt ein externer Dienst (SMS, Identitätsanbieter, Zimmersystem oder Kundenclub).',
      },
      planned: 'Vorgesehen: %{what}',
      integration:
        'Für die Anbindung braucht Ihr Integrationspartner die Integrationsanleitung und den Signatur-Schlüssel. Den Schlüssel zeigt die Detailseite der gespeicherten Login-Vorlage allen, die sie bearbeiten dürfen.',
      notServed:
        'Die Gästeseite bietet diese Login-Art noch nicht an: Gäste können sich damit nicht anmelden. Die Vorlage wird gespeichert, die Gästeseite lässt sie aber aus.',
      pluginMissing:
        'Es fehlt das Plugin „%{plugin}“: Es ist für diese Organisation nicht aktiv. Ohne das Plugin können sich Gäste mit dieser Vorlage nicht anmelden.',
      easyLimits:
        'Ohne Nutzungsbedingungen verbinden sich Gäste mit einem Tipp, ohne etwas einzugeben. Wie lange und wie oft sich ein Gerät so verbinden kann, begrenzen nur die Limits der Kontovorlage (Surfzeit, Datenvolumen, Ablauf) und die Wiederanmeldesperre.',
      cooldownNotEnforced:
        'Diese Vorlage hat eine Wiederanmeldesperre, aber das Plugin „Cooldown“ ist nicht aktiv: Die Sperre bleibt gespeichert, wird aber nicht durchgesetzt.',
    },
    signingSecret: {
      help: 'Damit signieren Ihre Anmeldeseite und Ihre App (siehe Integrationsanleitung). Geben Sie ihn nur an Ihren Integrationspartner weiter.',
      hidden: 'Verborgen',
      show: 'Signatur-Schlüssel anzeigen',
      copy: 'Signatur-Schlüssel kopieren',
      copied: 'Kopiert',
      copyFailed: 'Kopieren ist nicht möglich. Blenden Sie den Signatur-Schlüssel ein und kopieren Sie ihn von Hand.',
    },
    page: {
      list: 'Login-Vorlagen',
      create: 'Login-Vorlage erstellen',
      edit: 'Login-Vorlage %{recordRepresentation} bearbeiten',
      show: 'Login-Vorlage %{recordRepresentation}',
    },
    filters: {
      searchPlaceholder: 'Name oder Beschreibung',
      activeOnly: 'Nur aktive',
      inactiveOnly: 'Nur inaktive',
    },
    values: {
      none: '–',
      noCooldown: 'Keine Wiederanmeldesperre',
      pluginRow: '%{plugin} (Kunde %{customerId})',
      conditional: 'Bei erreichtem Limit „%{property}“: %{duration}',
      conditionalBefore: 'Bei erreichtem Limit „%{property}“, für Konten erstellt vor „%{before}“: %{duration}',
    },
    helper: {
      defaultCountryCallingCode: 'Wird Telefonnummern ohne Vorwahl vorangestellt, z. B. +49.',
      urls: 'Vollständige Adresse mit http:// oder https://.',
      termsOfUseId: 'Die Nutzungsbedingungen, die der Gast bei der Anmeldung akzeptiert.',
      createLink: 'Jetzt anlegen',
    },
    empty: {
      title: 'Noch keine Login-Vorlagen',
      text: 'Login-Vorlagen legen fest, wie sich Gäste am Hotspot anmelden und welche Kontovorlage sie erhalten.',
      noResults: 'Keine Login-Vorlagen gefunden. Ändern Sie die Suche oder die Filter.',
      deviceConfigs:
        'Keine Gerätekonfiguration bietet diese Login-Vorlage an. Gerätekonfigurationen verwalten Sie im Bereich „Gerätekonfigurationen“.',
    },
    actions: {
      create: 'Login-Vorlage erstellen',
      addConditional: 'Bedingte Sperre hinzufügen',
    },
    confirm: {
      deleteTitle: 'Login-Vorlage „%{name}“ löschen?',
      deleteContent: 'Das kann nicht rückgängig gemacht werden.',
    },
    notFound: {
      title: 'Login-Vorlage nicht gefunden',
      text: 'Die Login-Vorlage „%{id}“ gibt es bei diesem Kunden nicht (mehr).',
      back: 'Zu den Login-Vorlagen',
    },
    notifications: {
      created: 'Login-Vorlage „%{name}“ wurde erstellt',
      updated: 'Login-Vorlage „%{name}“ wurde gespeichert',
      deleted: 'Login-Vorlage wurde gelöscht',
    },
  },
};

const en: Shape<typeof de> = {
  'hotspot-login-template': {
    /** Refusals the server names by key (extensions.i18n). */
    errors: {
      pluginInactive: 'The plugin "%{plugin}" is not active for this organisation',
      pluginUnknown: 'This plugin does not belong to this organisation',
      unknownAccountTemplate: 'This account template does not exist in this organisation',
      unknownTermsOfUse: 'These terms of use do not exist in this organisation',
      cooldownPluginInactive: 'A re-login delay needs the active "Cooldown" plugin',
      inUse:
        'The login template is still used by the following device configurations and cannot be deleted: %{configs}',
    },
    name: 'Login template |||| Login templates',
    fields: {
      name: 'Name',
      description: 'Description',
      active: 'Active',
      loginType: 'Login type',
      type: 'Login type',
      hotspotAccountTemplateId: 'Account template',
      termsOfUseId: 'Terms of use',
      customerId: 'Customer number',
      createdAt: 'Created',
      updatedAt: 'Updated',
      q: 'Search',
      signingSecret: 'Signing secret',
      loginTypeConfig: {
        defaultCountryCallingCode: 'Default country calling code',
        pluginId: 'Plugin',
        splashUrl: 'Start URL (splash)',
        successUrl: 'URL after a successful login',
        errorUrl: 'URL on error',
        externalLoginPluginId: 'Plugin "External login"',
        deviceAccountPluginId: 'Plugin "Device accounts"',
        reosPluginId: 'Plugin "REOS"',
        voucherSmsPluginId: 'Plugin "Wi-Fi codes by SMS"',
      },
      cooldown: {
        dynamicExpires: 'Re-login delay (formula)',
        conditionalCooldowns: 'Conditional delays',
      },
      conditional: {
        property: 'When this limit is reached',
        accountCreatedBefore: 'Only for accounts created before (formula, optional)',
        dynamicExpires: 'Duration of the delay (formula)',
      },
    },
    types: {
      APP_LOGIN: 'App login',
      BOOSTCOM_LOGIN: 'Boostcom login',
      CIDAAS_LOGIN: 'cidaas login',
      DEVICE_ACCOUNT_LOGIN: 'Device account login',
      EASY_LOGIN: 'Easy login (one click)',
      EXTERNAL_LOGIN: 'External login',
      REOS_FRIEND_LOGIN: 'REOS friend login',
      REOS_LOGIN: 'REOS login',
      VOUCHER_LOGIN: 'Wi-Fi code login',
      VOUCHER_SMS_LOGIN: 'Wi-Fi code by SMS',
    },
    properties: {
      maxVolume: 'Data volume',
      maxSurftime: 'Surf time',
      expires: 'Expiry',
    },
    sections: {
      config: 'Settings of the login type',
      noConfig: 'This login type needs no further settings.',
      references: 'Account template and terms of use',
      cooldown: 'Re-login delay',
      cooldownHelp:
        'How long a guest must wait after the account expired before logging in again. Leave empty for no delay.',
      cooldownHidden:
        'A re-login delay needs the active plugin "Cooldown". Contact your account manager to have it enabled.',
      conditionalHelp:
        'Different delays when an account reached a certain limit (e.g. 4 hours after the data volume is used up).',
      deviceConfigs: 'Device configurations offering this login template',
      deviceConfigsTotal: '%{shown} of %{total}',
    },
    guestPage: {
      title: 'On the guest page',
      forms: {
        code: 'Guests enter their Wi-Fi code in a field and tap "Connect". If the template has terms of use, they accept them first.',
        clickThroughTerms:
          'Guests accept the terms of use and tap "Connect for free", without a code and without an account.',
        clickThrough:
          'Guests see only the "Connect for free" button: one tap and they are online, without a code and without an account.',
        usernamePassword:
          'Guests enter the username and password of their device account and tap "Log in". Devices with a MAC account are logged in without the page.',
        externalRedirect:
          'Guests tap "Continue to log in" and are sent to your partner\'s login page (start URL). Once they log in there, they come back signed, are connected and land on the success URL; if the login is refused, they land on the error URL.',
        app: 'Guests tap "Open the app": the start URL opens your app (the app named in the plugin "%{plugin}"), and the app logs the device in with a one-time token. Then guests land on the success URL.',
        sms: 'Guests enter their mobile number (without a country code, the template\'s default country calling code applies) and receive a Wi-Fi code by SMS from the sender of the plugin "%{plugin}". They enter the code on the page; unused, it expires after 15 minutes. At most 3 SMS per number and per guest device an hour.',
        oidc: 'Guests tap "Continue to the login service" and log in at the OpenID Connect provider of the plugin "%{plugin}" (the API URL is its issuer). Then they come back, are connected and land on the success URL. To register at the provider: the redirect URI <portal address>/guest/oidc/callback.',
        room: 'Guests enter their room number and surname; the room system of the plugin "%{plugin}" confirms the stay. All devices of the room share one VLAN from the plugin\'s range until check-out, and the guests see a friend code for further devices.',
        roomFriend:
          'Guests enter the room number and the friend code the room sees after its login; the device joins the room\'s VLAN until check-out (plugin "%{plugin}").',
        loyalty:
          'Guests join the loyalty club of the plugin "%{plugin}" with first name, last name, email address and mobile number (or are recognised as members) and are connected at once. The portal keeps only a key of their membership; the details go to the club.',
        none: 'An outside service does the login (SMS, identity provider, room system or loyalty club).',
      },
      planned: 'Planned: %{what}',
      integration:
        "For the integration, your integration partner needs the integration guide and the signing secret. The saved login template's details page shows the secret to everyone who may edit the template.",
      notServed:
        'The guest page does not offer this login type yet: guests cannot log in with it. The template is saved, but the guest page leaves it out.',
      pluginMissing:
        'Missing: the plugin "%{plugin}" is not active for this organisation. Without it, guests cannot log in with this template.',
      easyLimits:
        "Without terms of use, guests connect with one tap, without entering anything. How long and how often one device can connect this way is bounded only by the account template's limits (surf time, data volume, expiry) and the re-login delay.",
      cooldownNotEnforced:
        'This template has a re-login delay, but the plugin "Cooldown" is not active: the delay stays saved but is not enforced.',
    },
    signingSecret: {
      help: 'Your login page and your app sign with it (see the integration guide). Share it only with your integration partner.',
      hidden: 'Hidden',
      show: 'Show signing secret',
      copy: 'Copy signing secret',
      copied: 'Copied',
      copyFailed: 'Copying is not possible. Show the signing secret and copy it by hand.',
    },
    page: {
      list: 'Login templates',
      create: 'Create login template',
      edit: 'Edit login template %{recordRepresentation}',
      show: 'Login template %{recordRepresentation}',
    },
    filters: {
      searchPlaceholder: 'Name or description',
      activeOnly: 'Active only',
      inactiveOnly: 'Inactive only',
    },
    values: {
      none: '–',
      noCooldown: 'No re-login delay',
      pluginRow: '%{plugin} (customer %{customerId})',
      conditional: 'When the limit "%{property}" is reached: %{duration}',
      conditionalBefore:
        'When the limit "%{property}" is reached, for accounts created before "%{before}": %{duration}',
    },
    helper: {
      defaultCountryCallingCode: 'Put in front of phone numbers without a country code, e.g. +49.',
      urls: 'Full address with http:// or https://.',
      termsOfUseId: 'The terms of use the guest accepts when logging in.',
      createLink: 'Create one now',
    },
    empty: {
      title: 'No login templates yet',
      text: 'Login templates define how guests log in to the hotspot and which account template they get.',
      noResults: 'No login templates found. Change the search or the filters.',
      deviceConfigs:
        'No device configuration offers this login template. Device configurations are managed in the "Device configurations" area.',
    },
    actions: {
      create: 'Create login template',
      addConditional: 'Add conditional delay',
    },
    confirm: {
      deleteTitle: 'Delete login template "%{name}"?',
      deleteContent: 'This cannot be undone.',
    },
    notFound: {
      title: 'Login template not found',
      text: 'The login template "%{id}" does not exist (any more) for this customer.',
      back: 'To the login templates',
    },
    notifications: {
      created: 'Login template "%{name}" was created',
      updated: 'Login template "%{name}" was saved',
      deleted: 'Login template was deleted',
    },
  },
};

/** Labels that name this module's fields in server messages (forms.fields.<name>.label), loaded with the module. */
const formsDe = {
  fields: {
    loginType: { label: 'Login-Art' },
    hotspotAccountTemplateId: { label: 'Kontovorlage' },
    termsOfUseId: { label: 'Nutzungsbedingungen' },
    splashUrl: { label: 'Start-URL' },
    successUrl: { label: 'Erfolgs-URL' },
    errorUrl: { label: 'Fehler-URL' },
    pluginId: { label: 'Plugin' },
    externalLoginPluginId: { label: 'Plugin „Externer Login“' },
    deviceAccountPluginId: { label: 'Plugin „Gerätekonten“' },
    reosPluginId: { label: 'Plugin „REOS“' },
    voucherSmsPluginId: { label: 'Plugin „WLAN-Codes per SMS“' },
    defaultCountryCallingCode: { label: 'Ländervorwahl' },
    property: { label: 'Limit' },
    accountCreatedBefore: { label: 'Konten erstellt vor' },
    conditionalCooldowns: { label: 'Bedingte Sperren' },
    cooldown: { label: 'Wiederanmeldesperre' },
  },
};
const formsEn: Shape<typeof formsDe> = {
  fields: {
    loginType: { label: 'Login type' },
    hotspotAccountTemplateId: { label: 'Account template' },
    termsOfUseId: { label: 'Terms of use' },
    splashUrl: { label: 'Start URL' },
    successUrl: { label: 'Success URL' },
    errorUrl: { label: 'Error URL' },
    pluginId: { label: 'Plugin' },
    externalLoginPluginId: { label: 'Plugin "External login"' },
    deviceAccountPluginId: { label: 'Plugin "Device accounts"' },
    reosPluginId: { label: 'Plugin "REOS"' },
    voucherSmsPluginId: { label: 'Plugin "WiFi codes by SMS"' },
    defaultCountryCallingCode: { label: 'Country calling code' },
    property: { label: 'Limit' },
    accountCreatedBefore: { label: 'Accounts created before' },
    conditionalCooldowns: { label: 'Conditional delays' },
    cooldown: { label: 'Re-login delay' },
  },
};

export default { de: { resources: de, forms: formsDe }, en: { resources: en, forms: formsEn } };
