import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

/** One mail as the worker hands it to a transport. */
export interface OutgoingMail {
  /** The outbox row's id: the Message-ID and the .eml file's name are made from it. */
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

export interface MailTransport {
  /** Resolves once the mail was handed over (accepted by the SMTP server, or the file written). */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** The same Message-ID every time a mail is sent again, so a receiver can tell a repeat. */
function messageOf(mail: OutgoingMail, domain: string) {
  return {
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: `<outbox-${mail.id}@${domain}>`,
    date: new Date(mail.createdAt),
  };
}

const domainOf = (from: string) => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'techstore.example';

/**
 * Over SMTP (SMTP_URL). Time-outs bound how long one send can take, well under the lease
 * (MAIL_LEASE_MS), so a slow send is never claimed again by another process while it runs.
 */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[1]);
  return {
    async send(mail) {
      await transporter.sendMail(messageOf(mail, domainOf(mail.from)));
    },
    close: () => transporter.close(),
  };
}

/**
 * Into a folder (DATA_DIR/outbox), one .eml file per mail named after its outbox row: the MIME
 * message nodemailer builds, written to a temporary name and renamed, so a file is whole or absent,
 * and sending a mail again replaces its file instead of adding one.
 */
export function folderTransport(dir: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await builder.sendMail(messageOf(mail, domainOf(mail.from)));
      await mkdir(dir, { recursive: true });
      const file = join(dir, `${emlName(mail.id)}`);
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, info.message as Buffer);
      await rename(temporary, file);
    },
    close: () => builder.close(),
  };
}

/** The .eml file of an outbox row: zero-padded so a folder listing is in sending order. */
export function emlName(id: string): string {
  return `${id.padStart(10, '0')}.eml`;
}
