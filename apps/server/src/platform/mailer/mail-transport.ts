import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** nodemailer's attachment shape: a text file (an .ics invitation). */
  attachments?: { filename: string; contentType: string; content: string }[];
}

/** The mailer port: deliver one message or throw. */
export interface MailTransport {
  readonly name: 'smtp' | 'mailbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Real delivery over SMTP (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP every message stays in the database and shows in the dev mailbox. */
export const mailboxTransport: MailTransport = {
  name: 'mailbox',
  async send() {},
  close() {},
};
