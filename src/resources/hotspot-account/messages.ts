/** Messages of the hotspot accounts (`resources.hotspot-account.*`): German first, English typed against it. */
import type { Shape } from '../../i18n/catalogue';

const de = {
  'hotspot-account': {
    name: 'Hotspot-Konto |||| Hotspot-Konten',
    fields: {
      username: 'Benutzername',
      description: 'Beschreibung',
      clientDeviceMac: 'Endgerät',
      hotspotDeviceId: 'Hotspot',
      logins: 'Anmeldungen',
      firstLoginAt: 'Erste Anmeldung',
      lastLoginAt: 'Letzte Anmeldung',
      online: 'Online',
      valid: 'Gültig',
      termsOfUse: 'Nutzungsbedingungen',
      multiAccountId: 'Gruppe',
      createdAt: 'Erstellt am',
      updatedAt: 'Geändert am',
    },
    page: {
      list: 'Hotspot-Konten',
    },
    panel: {
      title: 'Hotspot-Konten',
      help: 'Die Konten, die Gäste bei der Anmeldung mit diesem Zugang erhalten haben – eines je Endgerät.',
      empty: 'Noch keine Anmeldungen.',
      forbidden: 'Keine Berechtigung, die Hotspot-Konten zu sehen.',
    },
    errors: {
      unknownAccountTemplate: 'Diese Kontovorlage gibt es in dieser Organisation nicht (mehr)',
      unknownHotspotDevice: 'Diesen Hotspot gibt es in dieser Organisation nicht (mehr)',
      unknownTermsOfUse: 'Diese Nutzungsbedingungen gibt es in dieser Organisation nicht (mehr)',
    },
    values: {
      online: 'Online',
      offline: 'Offline',
      accepted: 'Akzeptiert',
      notAccepted: 'Nicht akzeptiert',
      noMac: 'ohne MAC',
      none: '–',
      never: 'Nie',
      valid: 'Gültig',
      blocked: 'Gesperrt',
    },
    group: {
      open: 'Alle Konten der Gruppe „%{group}“ anzeigen',
      title: 'Gruppe „%{group}“',
      summary:
        '%{smart_count} Konto gehört zu dieser Gruppe, davon %{blocked} gesperrt. |||| %{smart_count} Konten gehören zu dieser Gruppe, davon %{blocked} gesperrt.',
      lastLogin: 'Letzte Anmeldung: %{date}',
      more: 'Die ersten %{smart_count} Konten der Gruppe werden gezeigt.',
    },
    actions: {
      invalidate: 'Sperren',
      invalidateGroup: 'Gruppe sperren',
      delete: 'Löschen',
    },
    confirm: {
      invalidateTitle: 'Konto „%{name}“ sperren?',
      invalidateContent: 'Das Endgerät kann sich mit diesem Konto nicht mehr anmelden.',
      deleteTitle: 'Konto „%{name}“ löschen?',
      deleteContent:
        'Das Konto wird gelöscht. Bei der nächsten Anmeldung mit dem Zugang entsteht ein neues. Dies kann nicht rückgängig gemacht werden.',
      invalidateGroupTitle: 'Alle Konten der Gruppe „%{group}“ sperren?',
      invalidateGroupContent:
        '%{smart_count} gültiges Konto dieser Gruppe wird gesperrt. |||| %{smart_count} gültige Konten dieser Gruppe werden gesperrt.',
    },
    voucher: {
      onlineAccounts: 'Gerade online',
      loginTemplate: 'Login-Vorlage',
      loginTemplateDefault: 'Die der Gerätekonfiguration',
      dynamicExpires: 'Gültigkeit ab erster Anmeldung',
      firstLoginAt: 'Erste Anmeldung',
      noLogin: 'Noch nicht angemeldet',
      usedWithoutFirstLogin:
        'Benutzt (%{smart_count} Anmeldung), Zeitpunkt nicht erfasst |||| Benutzt (%{smart_count} Anmeldungen), Zeitpunkt nicht erfasst',
    },
    notifications: {
      updated: 'Konto wurde gespeichert',
      invalidated: 'Konto wurde gesperrt',
      groupInvalidated: 'Die Konten der Gruppe wurden gesperrt',
      deleted: 'Konto wurde gelöscht',
    },
  },
};

const en: Shape<typeof de> = {
  'hotspot-account': {
    name: 'Hotspot account |||| Hotspot accounts',
    fields: {
      username: 'Username',
      description: 'Description',
      clientDeviceMac: 'Client device',
      hotspotDeviceId: 'Hotspot',
      logins: 'Logins',
      firstLoginAt: 'First login',
      lastLoginAt: 'Last login',
      online: 'Online',
      valid: 'Valid',
      termsOfUse: 'Terms of use',
      multiAccountId: 'Group',
      createdAt: 'Created',
      updatedAt: 'Changed',
    },
    page: {
      list: 'Hotspot accounts',
    },
    panel: {
      title: 'Hotspot accounts',
      help: 'The accounts guests got when logging in with this access – one per client device.',
      empty: 'No logins yet.',
      forbidden: 'You may not see the hotspot accounts.',
    },
    errors: {
      unknownAccountTemplate: 'This account template does not exist (any more) in this organisation',
      unknownHotspotDevice: 'This hotspot does not exist (any more) in this organisation',
      unknownTermsOfUse: 'These terms of use do not exist (any more) in this organisation',
    },
    values: {
      online: 'Online',
      offline: 'Offline',
      accepted: 'Accepted',
      notAccepted: 'Not accepted',
      noMac: 'no MAC',
      none: '–',
      never: 'Never',
      valid: 'Valid',
      blocked: 'Blocked',
    },
    group: {
      open: 'Show every account of group "%{group}"',
      title: 'Group "%{group}"',
      summary:
        '%{smart_count} account belongs to this group, %{blocked} of them blocked. |||| %{smart_count} accounts belong to this group, %{blocked} of them blocked.',
      lastLogin: 'Last login: %{date}',
      more: 'The first %{smart_count} accounts of the group are shown.',
    },
    actions: {
      invalidate: 'Block',
      invalidateGroup: 'Block group',
      delete: 'Delete',
    },
    confirm: {
      invalidateTitle: 'Block account "%{name}"?',
      invalidateContent: 'The client device can no longer log in with this account.',
      deleteTitle: 'Delete account "%{name}"?',
      deleteContent: 'The account is deleted. The next login with the access creates a new one. This cannot be undone.',
      invalidateGroupTitle: 'Block every account of group "%{group}"?',
      invalidateGroupContent:
        '%{smart_count} valid account of this group will be blocked. |||| %{smart_count} valid accounts of this group will be blocked.',
    },
    voucher: {
      onlineAccounts: 'Online now',
      loginTemplate: 'Login template',
      loginTemplateDefault: 'That of the device configuration',
      dynamicExpires: 'Validity from the first login',
      firstLoginAt: 'First login',
      noLogin: 'Not logged in yet',
      usedWithoutFirstLogin:
        'Used (%{smart_count} login), time not recorded |||| Used (%{smart_count} logins), time not recorded',
    },
    notifications: {
      updated: 'Account was saved',
      invalidated: 'Account was blocked',
      groupInvalidated: 'The accounts of the group were blocked',
      deleted: 'Account was deleted',
    },
  },
};

export default { de: { resources: de }, en: { resources: en } };
