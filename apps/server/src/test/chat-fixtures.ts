import type { ChatExchange, ChatMessage } from '@aurum/shared/chat/chat-contract';
import type { OnboardingInput } from '@aurum/shared/onboarding/onboarding-contract';
import { bearer, confirmedMember } from './auth-fixtures';
import { setClockToToday } from './marketplace-fixtures';
import type { TestApp } from './test-app';

type Session = Parameters<typeof bearer>[0];

/** Tests talk to the assistant on Wednesday 2030-01-16 at 10:00 in Johannesburg. */
export { setClockToToday as setChatClock };

/** A member who finished onboarding with a drug and a food allergy and a few preferences. */
export async function onboardedMember(t: TestApp, answers: OnboardingInput = {}) {
  const member = await confirmedMember(t, 'Naledi Khumalo');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/onboarding',
    headers: bearer(member.session),
    payload: {
      medicalInfo: { allergies: ['Penicillin', 'Peanuts'] },
      preferences: {
        dining: { cuisineTypes: ['Cape Malay'] },
        lifestyle: { communicationMethod: 'whatsapp' },
      },
      ...answers,
    },
  });
  if (res.statusCode !== 200) throw new Error(`onboarding failed: ${res.body}`);
  return member;
}

export function postChat(t: TestApp, session: Session | null, message: unknown, accept?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/chat/messages',
    headers: { ...(session ? bearer(session) : {}), ...(accept ? { accept } : {}) },
    payload: { message },
  });
}

/** Sends a message that must be answered; the exchange. */
export async function chat(t: TestApp, session: Session, message: string) {
  const res = await postChat(t, session, message);
  if (res.statusCode !== 201) throw new Error(`chat failed: ${res.statusCode} ${res.body}`);
  return res.json() as ChatExchange;
}

export async function history(t: TestApp, session: Session) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/chat/messages',
    headers: bearer(session),
  });
  return (res.json() as { messages: ChatMessage[] }).messages;
}

export function confirmProposal(t: TestApp, session: Session, id: string, edits: object = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/chat/proposals/${id}/confirm`,
    headers: bearer(session),
    payload: edits,
  });
}
