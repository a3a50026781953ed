// The client MAC as live sessions show it: the vendor part (OUI) and the last octet, the rest hidden
// (`a4:83:e7:••:••:5c`). The full MAC is never stored (only its keyed hash, docs/security.md).
import { parseMac } from '../../../src/domain/network';

export function maskMac(value: string | null | undefined): string | null {
  const mac = parseMac(value);
  if (!mac) return null;
  const p = mac.toUpperCase().split(':');
  return `${p[0]}:${p[1]}:${p[2]}:••:••:${p[5]}`;
}
