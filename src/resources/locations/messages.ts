/**
 * Messages of the locations area (`resources.locations.*`, one tree per tab:
 * `resources.locations/location.*`, `resources.locations/group.*`) and the labels that name its
 * fields in validation messages (`forms.fields.<name>.label`): German first, English typed against it.
 */
import type { Shape } from '../../i18n/catalogue';

const dates = { createdAt: 'Erstellt am', updatedAt: 'Geändert am' };

const de = {
  locations: {
    name: 'Standort |||| Standorte',
    page: { list: 'Standorte' },
    tabs: { label: 'Standorte und Regionen', location: 'Standorte', group: 'Regionen' },
    /** Refusals the server names by key (extensions.i18n). */
    errors: {
      unknownDevice: 'Dieses Hotspot-Gerät gibt es in dieser Organisation nicht',
      unknownLocation: 'Diesen Standort gibt es in dieser Organisation nicht',
    },
    values: { none: '–', more: 'und %{smart_count} weiterer |||| und %{smart_count} weitere' },
    geo: {
      estimated: 'geschätzt aus der Adresse',
      set: 'eingegeben',
      help: 'Leer lassen: Die Position wird aus PLZ und Ort geschätzt (Deutschland, Österreich, Schweiz).',
    },
    hotspots: {
      open: 'Hotspots verknüpfen',
      title: 'Verknüpfte Hotspots',
      search: 'Name, Beschreibung oder MAC-Adresse',
      selected: '%{smart_count} Hotspot ausgewählt |||| %{smart_count} Hotspots ausgewählt',
      none: 'Keine Hotspots verknüpft',
      noDevices: 'Keine Hotspot-Geräte gefunden',
      listedAt: 'derzeit bei %{name}',
      notListed: 'keinem Standort zugeordnet',
      moveHint: 'Ein Gerät gehört zu höchstens einem Standort; beim Speichern wechselt es hierher.',
      apply: 'Übernehmen',
      cancel: 'Abbrechen',
      loadError: 'Die Hotspot-Geräte konnten nicht geladen werden',
    },
    dns: {
      add: 'IP-Adresse hinzufügen',
      ip: 'IP-Adresse',
      help: 'Öffentliche IPv4- oder IPv6-Adressen des Standorts für den DNS-Inhaltsfilter; jede höchstens einmal.',
      networkId: 'Netzwerk-ID beim Inhaltsfilter',
      inSync: 'Der Inhaltsfilter ist auf dem aktuellen Stand.',
    },
    sections: {
      address: 'Adresse',
      geo: 'Geoposition',
      devices: 'Hotspots',
      regions: 'Regionen',
      openingHours: 'Öffnungszeiten',
      dnsFilter: 'DNS-Inhaltsfilter',
    },
    regionsHelp: 'Regionen werden bei der Region bearbeitet.',
  },
  'locations/location': {
    name: 'Standort |||| Standorte',
    fields: {
      ...dates,
      q: 'Suche',
      name: 'Name',
      description: 'Beschreibung',
      externalId: 'Externe ID',
      address: 'Adresse',
      street: 'Straße',
      zip: 'PLZ',
      city: 'Ort',
      state: 'Bundesland / Kanton',
      country: 'Land',
      geoLocation: 'Geoposition',
      lat: 'Breitengrad',
      long: 'Längengrad',
      hotspotDeviceIds: 'Hotspots',
      locationGroups: 'Regionen',
      openingHours: 'Öffnungszeiten',
      ips: 'IP-Adressen des Inhaltsfilters',
      hasDevices: 'Mit Hotspots',
    },
    page: {
      list: 'Standorte',
      create: 'Standort erstellen',
      edit: 'Standort %{recordRepresentation} bearbeiten',
      show: 'Standort %{recordRepresentation}',
    },
    filters: {
      searchPlaceholder: 'Name, Beschreibung oder Adresse',
      withDevices: 'Mit Hotspots',
      withoutDevices: 'Ohne Hotspots',
    },
    empty: {
      title: 'Noch keine Standorte',
      text: 'Standorte fassen Hotspots mit Adresse, Öffnungszeiten und Inhaltsfilter zusammen.',
      noResults: 'Keine Standorte gefunden. Ändern Sie die Suche oder die Filter.',
    },
    actions: { create: 'Standort erstellen' },
    confirm: { deleteTitle: 'Standort „%{name}“ löschen?' },
    notFound: {
      title: 'Standort nicht gefunden',
      text: 'Den Standort „%{id}“ gibt es bei diesem Kunden nicht (mehr).',
      back: 'Zu den Standorten',
    },
    notifications: {
      created: 'Standort „%{name}“ erstellt',
      updated: 'Standort „%{name}“ gespeichert',
      deleted: 'Standort gelöscht',
    },
  },
  'locations/group': {
    name: 'Region |||| Regionen',
    fields: {
      ...dates,
      q: 'Suche',
      name: 'Name',
      description: 'Beschreibung',
      locationIds: 'Standorte',
      locations: 'Standorte',
      locationCount: 'Anzahl Standorte',
    },
    page: {
      list: 'Regionen',
      create: 'Region erstellen',
      edit: 'Region %{recordRepresentation} bearbeiten',
      show: 'Region %{recordRepresentation}',
    },
    filters: { searchPlaceholder: 'Name oder Beschreibung' },
    helper: { locationIds: 'Standorte dieser Organisation, die zur Region gehören.' },
    empty: {
      title: 'Noch keine Regionen',
      text: 'Regionen fassen Standorte zusammen, z. B. für die Auswertungen.',
      noResults: 'Keine Regionen gefunden. Ändern Sie die Suche.',
      noLocations: 'Diese Region enthält noch keine Standorte.',
    },
    actions: { create: 'Region erstellen' },
    confirm: {
      deleteTitle: 'Region „%{name}“ löschen?',
      deleteContent: 'Die Standorte der Region bleiben erhalten. Das kann nicht rückgängig gemacht werden.',
    },
    notFound: {
      title: 'Region nicht gefunden',
      text: 'Die Region „%{id}“ gibt es bei diesem Kunden nicht (mehr).',
      back: 'Zu den Regionen',
    },
    notifications: {
      created: 'Region „%{name}“ erstellt',
      updated: 'Region „%{name}“ gespeichert',
      deleted: 'Region gelöscht',
    },
  },
};

const en: Shape<typeof de> = {
  locations: {
    name: 'Location |||| Locations',
    page: { list: 'Locations' },
    tabs: { label: 'Locations and regions', location: 'Locations', group: 'Regions' },
    errors: {
      unknownDevice: 'This hotspot device does not exist in this organisation',
      unknownLocation: 'This location does not exist in this organisation',
    },
    values: { none: '–', more: 'and %{smart_count} more |||| and %{smart_count} more' },
    geo: {
      estimated: 'estimated from the address',
      set: 'entered',
      help: 'Leave empty: the position is estimated from postcode and city (Germany, Austria, Switzerland).',
    },
    hotspots: {
      open: 'Link hotspots',
      title: 'Linked hotspots',
      search: 'Name, description or MAC address',
      selected: '%{smart_count} hotspot selected |||| %{smart_count} hotspots selected',
      none: 'No hotspots linked',
      noDevices: 'No hotspot devices found',
      listedAt: 'currently at %{name}',
      notListed: 'not at any location',
      moveHint: 'A device belongs to at most one location; saving moves it here.',
      apply: 'Apply',
      cancel: 'Cancel',
      loadError: 'The hotspot devices could not be loaded',
    },
    dns: {
      add: 'Add IP address',
      ip: 'IP address',
      help: 'Public IPv4 or IPv6 addresses of the location for the DNS content filter; each at most once.',
      networkId: 'Network ID at the content filter',
      inSync: 'The content filter is up to date.',
    },
    sections: {
      address: 'Address',
      geo: 'Geo location',
      devices: 'Hotspots',
      regions: 'Regions',
      openingHours: 'Opening hours',
      dnsFilter: 'DNS content filter',
    },
    regionsHelp: 'Regions are edited on the region.',
  },
  'locations/location': {
    name: 'Location |||| Locations',
    fields: {
      createdAt: 'Created',
      updatedAt: 'Modified',
      q: 'Search',
      name: 'Name',
      description: 'Description',
      externalId: 'External ID',
      address: 'Address',
      street: 'Street',
      zip: 'Postcode',
      city: 'City',
      state: 'State / canton',
      country: 'Country',
      geoLocation: 'Geo location',
      lat: 'Latitude',
      long: 'Longitude',
      hotspotDeviceIds: 'Hotspots',
      locationGroups: 'Regions',
      openingHours: 'Opening hours',
      ips: 'Content-filter IP addresses',
      hasDevices: 'With hotspots',
    },
    page: {
      list: 'Locations',
      create: 'Create location',
      edit: 'Edit location %{recordRepresentation}',
      show: 'Location %{recordRepresentation}',
    },
    filters: {
      searchPlaceholder: 'Name, description or address',
      withDevices: 'With hotspots',
      withoutDevices: 'Without hotspots',
    },
    empty: {
      title: 'No locations yet',
      text: 'Locations group hotspots with an address, opening hours and the content filter.',
      noResults: 'No locations found. Change the search or the filters.',
    },
    actions: { create: 'Create location' },
    confirm: { deleteTitle: 'Delete location “%{name}”?' },
    notFound: {
      title: 'Location not found',
      text: 'The location “%{id}” does not exist (any more) for this customer.',
      back: 'To the locations',
    },
    notifications: {
      created: 'Location “%{name}” created',
      updated: 'Location “%{name}” saved',
      deleted: 'Location deleted',
    },
  },
  'locations/group': {
    name: 'Region |||| Regions',
    fields: {
      createdAt: 'Created',
      updatedAt: 'Modified',
      q: 'Search',
      name: 'Name',
      description: 'Description',
      locationIds: 'Locations',
      locations: 'Locations',
      locationCount: 'Number of locations',
    },
    page: {
      list: 'Regions',
      create: 'Create region',
      edit: 'Edit region %{recordRepresentation}',
      show: 'Region %{recordRepresentation}',
    },
    filters: { searchPlaceholder: 'Name or description' },
    helper: { locationIds: 'Locations of this organisation that belong to the region.' },
    empty: {
      title: 'No regions yet',
      text: 'Regions group locations, e.g. for the analytics.',
      noResults: 'No regions found. Change the search.',
      noLocations: 'This region has no locations yet.',
    },
    actions: { create: 'Create region' },
    confirm: {
      deleteTitle: 'Delete region “%{name}”?',
      deleteContent: 'The locations of the region are kept. This cannot be undone.',
    },
    notFound: {
      title: 'Region not found',
      text: 'The region “%{id}” does not exist (any more) for this customer.',
      back: 'To the regions',
    },
    notifications: {
      created: 'Region “%{name}” created',
      updated: 'Region “%{name}” saved',
      deleted: 'Region deleted',
    },
  },
};

/** Labels naming this area's fields in validation and server messages (forms.fields.<name>.label). */
const formsDe = {
  fields: {
    externalId: { label: 'Externe ID' },
    state: { label: 'Bundesland / Kanton' },
    lat: { label: 'Breitengrad' },
    long: { label: 'Längengrad' },
    ips: { label: 'IP-Adressen des Inhaltsfilters' },
    ip: { label: 'IP-Adresse' },
    hotspotDeviceIds: { label: 'Hotspots' },
    openingHours: { label: 'Öffnungszeiten' },
    locationIds: { label: 'Standorte' },
  },
};
const formsEn: Shape<typeof formsDe> = {
  fields: {
    externalId: { label: 'External ID' },
    state: { label: 'State / canton' },
    lat: { label: 'Latitude' },
    long: { label: 'Longitude' },
    ips: { label: 'Content-filter IP addresses' },
    ip: { label: 'IP address' },
    hotspotDeviceIds: { label: 'Hotspots' },
    openingHours: { label: 'Opening hours' },
    locationIds: { label: 'Locations' },
  },
};

export default { de: { resources: de, forms: formsDe }, en: { resources: en, forms: formsEn } };
