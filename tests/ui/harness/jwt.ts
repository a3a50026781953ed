/** An unsigned JWT with the given claims (the client only reads them). */
export function jwt(claims: Record<string, unknown>): string {
  const b64 = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'HS256' })}.${b64(claims)}.signature`;
}

export const nowS = () => Math.floor(Date.now() / 1000);
