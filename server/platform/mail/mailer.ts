// The mail interface the modules send through (invites, password resets, feedback). Implemented in
// this folder: nodemailer to the SMTP server of SMTP_URL, otherwise to the local outbox, an SMTP
// server started in-process (smtp-server) that stores what it receives in mail_outbox.
export interface MailMessage {
  to: string | string[];
  subject: string;
  /** Plain-text body (always sent). */
  text: string;
  /** Optional HTML alternative. */
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  /** Hands the message to SMTP; resolves once the SMTP server has accepted it. */
  send(message: MailMessage): Promise<void>;
  /** Closes the transport and the local outbox server. */
  close(): Promise<void>;
}
