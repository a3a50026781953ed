// Messages of the CSV import wizard (merged into resources['hotspot-device'].import by ../messages.ts).
const de = {
  title: 'Hotspot-Geräte importieren',
};

const en: typeof de = {
  title: 'Import hotspot devices',
};

export default { de, en };
