import { renderMail } from '../../../platform/mailer/mail-layout';

/** A routine's reminder at its time (issue 29: e-mail until notifications exist). */
export function routineReminderEmail(input: {
  name: string;
  routine: string;
  time: string;
  nextAction: string;
  lifeOsUrl: string;
}) {
  return renderMail({
    subject: `${input.time}: time for ${input.routine}`,
    paragraphs: [
      `Dear ${input.name},`,
      `It is ${input.time}, the time you set for ${input.routine}.`,
      ...(input.nextAction ? [`Next: ${input.nextAction}`] : []),
    ],
    actions: [{ label: 'Mark it done', url: input.lifeOsUrl }],
    footnote:
      'You get this because the routine has its reminder on. Turn it off on the routine, or choose a persona without notifications.',
  });
}
