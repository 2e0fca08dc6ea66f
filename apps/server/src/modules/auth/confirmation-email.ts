import { renderMail } from '../../platform/mailer/mail-layout';

/** The sign-up confirmation e-mail. */
export function confirmationEmail(input: { name?: string; link: string; validHours: number }) {
  const greeting = input.name ? `Dear ${input.name},` : 'Welcome,';
  return renderMail({
    subject: 'Confirm your Aurum membership',
    paragraphs: [
      greeting,
      'Thank you for joining Aurum. Please confirm your e-mail address to activate your 7-day complimentary trial and meet your personal concierge.',
    ],
    actions: [{ label: 'Confirm my e-mail', url: input.link }],
    footnote: `This link works once and expires in ${input.validHours} hours. If you did not sign up for Aurum, you can ignore this message.`,
  });
}
