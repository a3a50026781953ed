/** A mailto: address for a mail draft (RFC 6068): recipient as is, subject and body encoded. */
export function licenceMailto({ to, subject, body }: { to: string | null; subject: string; body?: string }): string {
  const recipient = to && /^[^\s?&#]+@[^\s?&#]+$/.test(to.trim()) ? to.trim() : '';
  const params = [`subject=${encodeURIComponent(subject)}`];
  if (body) params.push(`body=${encodeURIComponent(body)}`);
  return `mailto:${recipient}?${params.join('&')}`;
}
