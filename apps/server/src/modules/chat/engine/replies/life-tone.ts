import type { ChatLanguage } from '@aurum/shared/chat/chat-contract';
import { formatTime } from '@aurum/shared/format/dates';
import { INITIAL_PERSONA, type PersonaId } from '@aurum/shared/life-os/personas';
import type { AwayNote } from '@aurum/shared/life-os/reset';
import type { ComposedReply } from '../proposal-draft';
import { repliesIn } from './reply-texts';

/** What the assistant honours of Life OS (ADR 064): the active persona and an away note. */
export interface LifeTone {
  persona: PersonaId;
  away: AwayNote | null;
}

export const DEFAULT_LIFE_TONE: LifeTone = { persona: INITIAL_PERSONA, away: null };

/** The reply's text without the engine's follow-up offers ("Shall I arrange something?"). */
function withoutOffers(text: string, offers: readonly string[]) {
  return offers
    .reduce((rest, offer) => rest.split(offer).join(''), text)
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/**
 * The reply in the member's Life OS tone. While an away note runs it says so first and keeps to
 * what was asked (no offers). Focus and rest answer briefly, without follow-up offers; wellness
 * turns an offer into a wellness suggestion; power adds a proactive suggestion (unless the
 * language model wrote the reply: its prompt asks it for one already).
 */
export function inLifeTone(
  reply: ComposedReply,
  tone: LifeTone,
  language: ChatLanguage,
  writtenByModel = false,
): ComposedReply {
  const say = repliesIn(language);
  const offers = [say.anythingElse, say.arrangeSomething, say.whatToArrange];
  const offered = offers.some((offer) => reply.text.includes(offer));
  if (tone.away) {
    const text = withoutOffers(reply.text, offers);
    return { ...reply, text: [say.away(formatTime(tone.away.until)), text].join(' ').trim() };
  }
  switch (tone.persona) {
    case 'focus':
    case 'rest':
      return offered ? { ...reply, text: withoutOffers(reply.text, offers) } : reply;
    case 'wellness':
      return offered
        ? { ...reply, text: `${withoutOffers(reply.text, offers)} ${say.wellnessOffer}` }
        : reply;
    case 'power': {
      const quiet = writtenByModel || reply.hasGoogleFallback || Boolean(reply.vaultRequest);
      return quiet ? reply : { ...reply, text: `${reply.text} ${say.powerOffer}` };
    }
  }
}
