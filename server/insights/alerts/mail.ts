// The alert mail: German, then English (a recipient list has no language of its own), naming the
// customer and what happened, with a link to the portal. Plain text; no guest data.
import type { AlertKind } from '../../../src/domain/alerts';

type Texts = Record<AlertKind, (name: string) => string>;

const DE: Texts = {
  'device.offline': (n) => `Hotspot „${n}“ ist offline`,
  'device.online': (n) => `Hotspot „${n}“ ist wieder online`,
  'licence.80': (n) => `80 % der WLAN-Code-Lizenz sind belegt (${n})`,
  'licence.full': (n) => `Die WLAN-Code-Lizenz ist ausgeschöpft (${n})`,
  'webhook.failing': (n) => `Webhook-Zustellungen an ${n} schlagen fehl`,
  'webhook.recovered': (n) => `Webhook-Zustellungen an ${n} kommen wieder an`,
};

const EN: Texts = {
  'device.offline': (n) => `Hotspot "${n}" is offline`,
  'device.online': (n) => `Hotspot "${n}" is back online`,
  'licence.80': (n) => `80 % of the WiFi code licence is used (${n})`,
  'licence.full': (n) => `The WiFi code licence is used up (${n})`,
  'webhook.failing': (n) => `Webhook deliveries to ${n} are failing`,
  'webhook.recovered': (n) => `Webhook deliveries to ${n} arrive again`,
};

/** A line break or control character never reaches a header. */
const oneLine = (s: string) =>
  Array.from(s, (c) => (c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 ? ' ' : c))
    .join('')
    .slice(0, 200);

export function alertMail(
  kind: AlertKind,
  subjectName: string | null,
  customerId: string,
  company: string,
  publicUrl: string,
): { subject: string; text: string } {
  const name = oneLine(subjectName ?? '—');
  const de = DE[kind](name);
  const en = EN[kind](name);
  const link = `${publicUrl}/alerts?organization=${encodeURIComponent(customerId)}`;
  return {
    subject: oneLine(`${de} – ${company || customerId}`),
    text: [
      `${de} (${company} ${customerId}).`,
      '',
      `Hotspot Portal: ${link}`,
      'Empfänger und Schwelle ändern Sie unter „Benachrichtigungen“.',
      '',
      '—',
      '',
      `${en} (${company} ${customerId}).`,
      '',
      `Hotspot Portal: ${link}`,
      'Change the recipients and the threshold under "Alerts".',
    ].join('\n'),
  };
}
