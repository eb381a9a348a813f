// E-mail: SMTP through nodemailer when SMTP_URL is set, otherwise the message with its link is
// written to standard output so a local user can still reset a password (README, Configuration).
// Every e-mail reaches a mailer through the job queue (docs/jobs.md), which retries a failed send.
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  /** The plain-text part. */
  text: string;
  /** The HTML part (services/email/layout.ts), when there is one. */
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Connects and signs in to the mail server without sending (checked at start). */
  verify?(): Promise<void>;
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    async verify() {
      await transport.verify();
    },
  };
}

export function createConsoleMailer(write: (line: string) => void = (l) => process.stdout.write(`${l}\n`)): Mailer {
  return {
    async send({ to, subject, text }) {
      write(`\n--- e-mail (SMTP_URL not set, printed instead) ---\nTo: ${to}\nSubject: ${subject}\n\n${text}\n--- end of e-mail ---\n`);
    },
  };
}

export type MemoryMailer = Mailer & { sent: MailMessage[] };

/** For tests and benchmarks: keeps what was sent. */
export function createMemoryMailer(): MemoryMailer {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}
