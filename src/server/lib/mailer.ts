// E-mail: SMTP through nodemailer when SMTP_URL is set, otherwise the message with its link is
// written to standard output so a local user can still reset a password (DESIGN §3).
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
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

/** For tests: keeps what was sent. */
export function createMemoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}
