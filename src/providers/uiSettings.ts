// The address of the UI settings store (seed 000 §3; server/tenancy/ui-settings): entries per owner
// (a customer) and namespace, one per key. Used with the REST client (GET lists, PUT {value}, DELETE).
export const uiSettingsPath = (ownerId: string, namespace: string, key?: string) =>
  `/ui-settings/${encodeURIComponent(ownerId)}/${encodeURIComponent(namespace)}${key === undefined ? '' : `/${encodeURIComponent(key)}`}`;
