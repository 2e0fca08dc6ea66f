import type { ProposalKey } from './open-proposals';
import { openProposal } from './open-proposals';
import { memberSituation } from './member-requests';
import { understand } from '../../modules/chat/engine/understand';

/**
 * How the engine's own-words tests (understand-*-set.test.ts) read a message: at ten o'clock on a
 * Wednesday morning in Johannesburg, for the member of member-requests.ts.
 */
export const MORNING = new Date('2026-01-14T08:00:00Z');
export const situation = memberSituation(MORNING);

/** The message read with no proposal open. */
export const read = (text: string) => understand(text, situation);

/** The message read with one of open-proposals.ts's proposals open. */
export const withOpen = (key: ProposalKey) => (text: string) =>
  understand(text, { ...situation, openProposal: openProposal(key, MORNING) });

/** Each new request read from a message: its service, place, day, time and party. */
export const requests = (text: string) => {
  const understood = read(text);
  return understood.kind === 'new'
    ? understood.readings.map((r) => ({
        service: r.dining ? 'dining' : r.intent?.serviceType,
        place: r.where?.location ?? null,
        date: r.when.date,
        time: r.when.time,
        party: r.partySize,
      }))
    : understood.kind;
};
