// The guest login page's addresses (served by the server at /guest). A printed card's QR code opens
// `/guest?code=…`; a device's captive-portal redirect opens `/guest/<device id>?…` with its own
// parameters (client MAC, original URL), and the page finds the code in either.
export const GUEST_PATH = '/guest';

/** The address a printed card's QR code opens: the guest page with the code filled in. */
export function guestCodeUrl(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}${GUEST_PATH}?code=${encodeURIComponent(code)}`;
}

/** The guest page of one hotspot device (what its captive-portal redirect points at). */
export function guestDeviceUrl(origin: string, deviceId: string): string {
  return `${origin.replace(/\/+$/, '')}${GUEST_PATH}/${encodeURIComponent(deviceId)}`;
}
