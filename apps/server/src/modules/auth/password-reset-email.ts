import { renderMail } from '../../platform/mailer/mail-layout';

/** The password reset e-mail (ADR 050): the link carries its token in the fragment. */
export function passwordResetEmail(input: { name?: string; link: string; validMinutes: number }) {
  const greeting = input.name ? `Dear ${input.name},` : 'Hello,';
  return renderMail({
    subject: 'Reset your Aurum password',
    paragraphs: [
      greeting,
      'We received a request to reset the password of your Aurum account. Choose a new password with the button below; every device signed in to your account will be signed out.',
    ],
    actions: [{ label: 'Reset my password', url: input.link }],
    footnote: `This link works once and expires in ${input.validMinutes} minutes. If you did not ask to reset your password, you can ignore this message: your password stays as it is.`,
  });
}
