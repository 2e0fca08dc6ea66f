import { renderMail } from '../../../platform/mailer/mail-layout';

/** The partner invitation (issue 30): who invites, the single-use link and until when it works. */
export function invitationEmail(input: { inviter: string; link: string; until: string }) {
  return renderMail({
    subject: `${input.inviter} invites you to share a relationship space on Aurum`,
    paragraphs: [
      'Hello,',
      `${input.inviter} would like to share a private relationship space with you on Aurum: a calendar for the two of you, ideas for dates and gifts, and guidance for the harder conversations.`,
      'Open the link to accept. If you are new to Aurum you can join first; the link waits for you.',
    ],
    actions: [{ label: 'Accept the invitation', url: input.link }],
    footnote: `The link works once, until ${input.until}. If you did not expect this, ignore it: nothing is shared until you accept.`,
  });
}

/** To the inviter once the partner accepted: the space is theirs now. */
export function invitationAcceptedEmail(input: { inviter: string; partner: string; link: string }) {
  return renderMail({
    subject: `${input.partner} accepted your invitation`,
    paragraphs: [
      `Dear ${input.inviter},`,
      `${input.partner} accepted your invitation: the two of you now share a relationship space on Aurum, with a calendar for both, ideas and guidance.`,
    ],
    actions: [{ label: 'Open your space', url: input.link }],
    footnote: 'Either of you can end the link at any time on the Partners tab.',
  });
}
