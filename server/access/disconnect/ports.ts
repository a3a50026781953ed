// Where a NAS listens for RFC 5176 requests, per device type. 3799 is the RFC's port and the default
// of Coova-Chilli (HS_COAPORT), MikroTik RouterOS (/radius incoming), Aruba, Ruckus, Huawei, Ubiquiti,
// LANCOM, TP-Link Omada, Zyxel, Alcatel-Lucent, Cambium, Aerohive and NetModule; Cisco Meraki uses
// Cisco's 1700. DYNAMIC_AUTH_PORT overrides it for every type (the NAS stand-in in development and
// tests). docs/radius.md "Disconnect and change of authorisation".
import type { DeviceType } from '../../../src/domain/enums';

export const DYNAMIC_AUTH_PORT = 3799;

export const DYNAMIC_AUTH_PORTS: Readonly<Partial<Record<DeviceType, number>>> = {
  CISCO_MERAKI: 1700,
};

export function dynamicAuthPort(deviceType: string, override?: number | null): number {
  if (override) return override;
  return DYNAMIC_AUTH_PORTS[deviceType as DeviceType] ?? DYNAMIC_AUTH_PORT;
}
