/**
 * Per-resource messages (`resources.<name>.*`), German. react-admin reads `name`, `fields.*`,
 * `page.*` and `empty.*` itself; the rest is used by the resource's own views.
 */
export const resourcesDe = {
  'wifi-code': {
    name: 'WLAN-Code |||| WLAN-Codes',
    forcedCaseName: 'WLAN-Code |||| WLAN-Codes',
    fields: {
      code: 'Code',
      voucherCode: 'Code (wie eingegeben)',
      description: 'Beschreibung',
      active: 'Aktiv',
      valid: 'Gültig',
      used: 'Anmeldungen',
      simultaneousUse: 'Gleichzeitige Geräte',
      deviceVoucher: 'Gerätegebunden',
      expires: 'Gültig bis',
      createdAt: 'Erstellt am',
      updatedAt: 'Geändert am',
      onlineAccounts: 'Gerade online',
      connectedDevices: 'Verbundene Geräte',
      customerId: 'Kundennummer',
      amount: 'Anzahl',
      mode: 'Art',
      q: 'Suche',
    },
    page: {
      list: 'WLAN-Codes',
      create: 'WLAN-Codes erstellen',
      edit: 'WLAN-Code %{recordRepresentation} bearbeiten',
      show: 'WLAN-Code %{recordRepresentation}',
    },
    filters: {
      searchPlaceholder: 'Code oder Beschreibung',
      status: 'Status',
      activeOnly: 'Nur aktive',
      deactivatedOnly: 'Nur deaktivierte',
      validOnly: 'Nur gültige',
      invalidOnly: 'Nur ungültige',
    },
    values: {
      unlimited: 'Unbegrenzt',
      never: 'Unbegrenzt gültig',
      yes: 'Ja',
      no: 'Nein',
      deactivated: 'Deaktiviert',
    },
    mode: {
      single: 'Einzelner Code',
      batch: 'Mehrere Codes',
    },
    helper: {
      code: 'Leer lassen, um einen zufälligen Code zu erzeugen. Erlaubt: Buchstaben, Ziffern, Leerzeichen und - _ . /',
      amount: '1 bis %{max} Codes auf einmal',
      simultaneousUse: '0 = keine Begrenzung der Geräte',
      expires: 'Leer lassen für unbegrenzte Gültigkeit',
      deviceVoucher: 'Der Code gilt nur für das Gerät, mit dem er zuerst genutzt wird',
      active: 'Deaktivierte Codes können nicht mehr zur Anmeldung genutzt werden',
      deactivated:
        'Dieser Code wurde deaktiviert. Die Deaktivierung ist endgültig und kann nicht rückgängig gemacht werden.',
      valid: 'Ungültige Codes werden bei der Anmeldung abgelehnt',
    },
    licence: {
      title: 'WLAN-Code-Kontingent',
      left: 'Noch %{left} von %{allowed} WLAN-Codes verfügbar',
      unlimited: 'Unbegrenzt viele WLAN-Codes verfügbar',
      exhausted:
        'Ihr Kontingent an WLAN-Codes ist ausgeschöpft. Bitte wenden Sie sich an Ihren Ansprechpartner, um es zu erweitern.',
      insufficient: 'Es können nur noch %{left} WLAN-Codes erstellt werden.',
      loading: 'Kontingent wird geladen …',
    },
    actions: {
      deactivate: 'Deaktivieren',
      delete: 'Löschen',
      copy: 'Kopieren',
      copyAll: 'Alle kopieren',
      toList: 'Zur Liste',
      create: 'WLAN-Code erstellen',
      clearSearch: 'Suche leeren',
    },
    confirm: {
      deactivateTitle: '%{smart_count} WLAN-Code deaktivieren? |||| %{smart_count} WLAN-Codes deaktivieren?',
      deactivateContent:
        'Der ausgewählte Code kann danach nicht mehr zur Anmeldung genutzt werden. Die Deaktivierung ist endgültig. |||| Die %{smart_count} ausgewählten Codes können danach nicht mehr zur Anmeldung genutzt werden. Die Deaktivierung ist endgültig.',
      deleteTitle: '%{smart_count} WLAN-Code löschen? |||| %{smart_count} WLAN-Codes löschen?',
      deleteContent:
        'Der ausgewählte Code wird gelöscht und kann nicht mehr genutzt werden. |||| Die %{smart_count} ausgewählten Codes werden gelöscht und können nicht mehr genutzt werden.',
      deleteOneTitle: 'WLAN-Code %{code} löschen?',
      deleteOneContent: 'Der Code wird gelöscht und kann nicht mehr zur Anmeldung genutzt werden.',
    },
    notifications: {
      created: 'WLAN-Code %{code} wurde erstellt',
      batchCreated: '%{smart_count} WLAN-Code wurde erstellt |||| %{smart_count} WLAN-Codes wurden erstellt',
      updated: 'WLAN-Code wurde gespeichert',
      deleted: 'WLAN-Code wurde gelöscht',
      deactivated: '%{smart_count} WLAN-Code wurde deaktiviert |||| %{smart_count} WLAN-Codes wurden deaktiviert',
      deletedMany: '%{smart_count} WLAN-Code wurde gelöscht |||| %{smart_count} WLAN-Codes wurden gelöscht',
      copied: 'In die Zwischenablage kopiert',
      copyFailed: 'Kopieren nicht möglich. Bitte markieren und kopieren Sie die Codes von Hand.',
    },
    batch: {
      title: 'Erstellte WLAN-Codes',
      text: '%{smart_count} Code wurde erstellt. |||| %{smart_count} Codes wurden erstellt.',
      licenceLeft: 'Verbleibendes Kontingent: %{left}',
    },
    empty: {
      title: 'Noch keine WLAN-Codes',
      text: 'Erstellen Sie WLAN-Codes, mit denen sich Ihre Gäste an Ihren Hotspots anmelden.',
      noResults: 'Keine WLAN-Codes zu Ihrer Suche gefunden',
    },
    sections: {
      usage: 'Nutzung',
      settings: 'Einstellungen',
      history: 'Verlauf',
    },
  },
  customer: {
    name: 'Kunde |||| Kunden',
    forcedCaseName: 'Kunde |||| Kunden',
    fields: {
      customerId: 'Kundennummer',
      company: 'Firma',
      active: 'Aktiv',
      address: 'Adresse',
    },
  },
};
