// The invite mail (seed 001 §4): in the invite's language (German unless 'en'), with the link to the
// acceptance page, the organisations and the validity.
import { INVITE_VALIDITY_DAYS } from '../../../src/domain/constants';
import type { MailMessage } from '../../platform/mail/mailer';

export interface InviteMailInput {
  to: string;
  lang: string | null | undefined;
  link: string;
  /** Company names (with their customerIds) the invite is for. */
  organisations: string[];
  inviter: string | null;
  firstName?: string | null;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const TEXT = {
  de: {
    subject: 'Einladung zum Hotspot Portal',
    hello: (name?: string | null) => (name ? `Hallo ${name},` : 'Hallo,'),
    invited: (inviter: string | null) =>
      inviter
        ? `${inviter} lädt Sie in das Hotspot Portal ein, für:`
        : 'Sie wurden in das Hotspot Portal eingeladen, für:',
    action: 'Einladung annehmen',
    open: 'Öffnen Sie diesen Link, um die Einladung anzunehmen:',
    validity: `Der Link ist ${INVITE_VALIDITY_DAYS} Tage gültig. Danach kann die Einladung erneut gesendet werden.`,
    ignore: 'Falls Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.',
  },
  en: {
    subject: 'Invitation to the Hotspot Portal',
    hello: (name?: string | null) => (name ? `Hello ${name},` : 'Hello,'),
    invited: (inviter: string | null) =>
      inviter
        ? `${inviter} invites you to the Hotspot Portal for:`
        : 'You have been invited to the Hotspot Portal for:',
    action: 'Accept the invitation',
    open: 'Open this link to accept the invitation:',
    validity: `The link is valid for ${INVITE_VALIDITY_DAYS} days. After that the invitation can be sent again.`,
    ignore: 'If you did not expect this invitation, you can ignore this e-mail.',
  },
};

export function inviteMail(input: InviteMailInput): MailMessage {
  const t = input.lang === 'en' ? TEXT.en : TEXT.de;
  const text = [
    t.hello(input.firstName),
    '',
    t.invited(input.inviter),
    ...input.organisations.map((o) => `  - ${o}`),
    '',
    t.open,
    input.link,
    '',
    t.validity,
    t.ignore,
  ].join('\n');
  const html = `<p>${escapeHtml(t.hello(input.firstName))}</p>
<p>${escapeHtml(t.invited(input.inviter))}</p>
<ul>${input.organisations.map((o) => `<li>${escapeHtml(o)}</li>`).join('')}</ul>
<p><a href="${escapeHtml(input.link)}">${escapeHtml(t.action)}</a></p>
<p>${escapeHtml(t.open)}<br>${escapeHtml(input.link)}</p>
<p>${escapeHtml(t.validity)}<br>${escapeHtml(t.ignore)}</p>`;
  return { to: input.to, subject: t.subject, text, html };
}
