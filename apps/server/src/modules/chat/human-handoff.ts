import type { ChatLanguage } from '@aurum/shared/chat/chat-contract';
import type { HumanHandoff } from '../human-concierge/human-concierge.api';
import { type ComposedReply, plainReply } from './engine/proposal-draft';

/**
 * The assistant and the human concierge (issue 31, ADR 072): once a person has accepted the
 * member's case the assistant stops answering (the member's words go to that person's thread),
 * and it offers a person when the member's escalation rules say so.
 */
const PERSON_HOLDS_CASE: Record<ChatLanguage, (name: string) => string> = {
  en: (name) =>
    `${name} from our concierge team has your case now, so I'll stay out of it: I've passed your message to them in your case thread.`,
  af: (name) =>
    `${name} van ons concierge-span hanteer nou jou saak, so ek bly uit: ek het jou boodskap in jou saak se gesprek aan hulle gestuur.`,
  zu: (name) =>
    `U-${name} wethimba lethu le-concierge manje uphethe udaba lwakho, ngakho angizukungenela: umlayezo wakho ngiwudlulisele kuye engxoxweni yodaba lwakho.`,
};

/** The note the assistant leaves when a person holds the member's case; null when nobody does. */
export async function personHoldsCase(
  handoff: HumanHandoff,
  userId: string,
  text: string,
  language: ChatLanguage,
): Promise<ComposedReply | null> {
  const held = await handoff.passToPerson(userId, text);
  if (!held) return null;
  return { ...plainReply(PERSON_HOLDS_CASE[language](held.assistantName)), offersHuman: true };
}

/** Offers a person beside the reply when an escalation rule of the member's applies. */
export async function withHandoffOffer(
  handoff: HumanHandoff,
  userId: string,
  text: string,
  reply: ComposedReply,
): Promise<ComposedReply> {
  if (reply.offersHuman) return reply;
  const confidences = reply.proposals.map((p) => p.confidence);
  const reason = await handoff.offerFor(userId, {
    text,
    confidence: confidences.length ? Math.min(...confidences) : null,
  });
  return reason ? { ...reply, offersHuman: true } : reply;
}
