// CSV files for the device import's browser test and bench: semicolon separated, with a BOM, the
// header row the wizard recognises (Name;MAC;LAN-MAC;Typ;Beschreibung), real (universally
// administered) MACs unique per file and seed, and optionally some invalid rows.

const hex = (n: number) => n.toString(16).padStart(2, '0');

/** A real MAC: first octet 00, then two bytes of the seed and three of the counter. */
export const importMac = (seed: number, i: number) =>
  ['00', hex((seed >> 8) & 0xff), hex(seed & 0xff), hex((i >> 16) & 0xff), hex((i >> 8) & 0xff), hex(i & 0xff)].join(
    ':',
  );

const TYPES = ['UBIQUITI', 'CISCO_MERAKI', 'LANCOM_LMC', 'FX_TP_LINK_COOVA_CHILLI', 'MIKROTIK_ROUTEROS'];

export interface ImportCsv {
  text: string;
  /** Row numbers (1 = first data row) with an invalid MAC. */
  invalidRows: number[];
  /** The name of a row. */
  nameOf(row: number): string;
  /** A valid MAC for a row (to fix the invalid ones). */
  macOf(row: number): string;
}

/** `rows` devices named "<prefix> 00001"…; every `invalidEvery`-th row has a broken MAC (0: none). */
export function deviceImportCsv(rows: number, prefix: string, seed: number, invalidEvery = 0): ImportCsv {
  const nameOf = (row: number) => `${prefix} ${String(row).padStart(5, '0')}`;
  const macOf = (row: number) => importMac(seed, row);
  const invalidRows: number[] = [];
  const lines = ['Name;MAC;LAN-MAC;Typ;Beschreibung'];
  for (let row = 1; row <= rows; row++) {
    const type = TYPES[row % TYPES.length]!;
    const invalid = invalidEvery > 0 && row % invalidEvery === 0;
    if (invalid) invalidRows.push(row);
    const mac = invalid ? macOf(row).replace(/..$/, 'zz') : macOf(row).toUpperCase().replace(/:/g, '-');
    const lanMac = type.startsWith('FX_') ? importMac(seed + 1, row) : '';
    lines.push([nameOf(row), mac, lanMac, type, `Importiert, Zimmer ${row}`].join(';'));
  }
  return { text: '\uFEFF' + lines.join('\r\n') + '\r\n', invalidRows, nameOf, macOf };
}
