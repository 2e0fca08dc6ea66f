import type { MoodWord } from '@aurum/shared/journal/journal-rules';
/** The follow-up offers a reply ends with: a persona or an away note may leave them out. */
const OFFERS = {
  anythingElse: 'Is there anything else I can arrange for you?',
  arrangeSomething: 'Shall I arrange something?',
  whatToArrange: 'What may I arrange for you?',
} as const;

/**
 * Every sentence the concierge engine writes, in English. The pieces a sentence takes (a request
 * described, a date, a list) are already written in the member's language by `describe.ts`; a
 * sentence frame only places them. reply-texts-af.ts and reply-texts-zu.ts hold the same frames.
 */
export const EN = {
  // Conversation.
  thanks: (name: string) => `It's a pleasure${name ? `, ${name}` : ''}. ${OFFERS.anythingElse}`,
  greeting: (name: string) =>
    `Hello${name ? `, ${name}` : ''}! What may I arrange for you today? Tell me what you need, where and when.`,
  capabilities:
    "I'm Aurum's concierge. I can arrange a private chef, a personal driver, a luxury vehicle, a villa or hotel, a yacht charter, a restaurant table, events, personal shopping, travel, security and other premium services anywhere in South Africa. I can also cancel, change or check on your requests, and tell you about your membership. Tell me what you need, where and when.",
  askWhat:
    'I would love to help. What would you like me to arrange (a private chef, a driver, a villa, a yacht...), where, and when?',
  memoryNoted: (value: string) =>
    `Noted: ${value}. Shall I remember that for next time? Save it below and I'll take it into account.`,

  // New requests. `request` reads like "a Private Chef in Constantia on Sat, 28 Nov at 19:00".
  bestMatch: (request: string, provider: string) =>
    `Certainly. I can arrange ${request}. Your best match is ${provider}.`,
  options: (count: number, request: string, providers: string) =>
    `Certainly. Here ${count === 1 ? 'is an option' : `are ${count} options`} for ${request}: ${providers}.`,
  noProvider: (service: string, area: string) =>
    `I couldn't find a verified ${service} provider${area ? ` for ${area}` : ''} just now. Confirm the request below and our concierge team will find one for you personally, or search on Google.`,
  table: (request: string) => `Certainly. I'll ask our dining concierge to reserve ${request}.`,
  dietAdded: (what: string) => `I've added ${what} to the request.`,
  foodAllergies: 'your food allergies',
  dietaryNeeds: 'your dietary needs',
  tellMissing: (what: string) => `Tell me ${what}, or add it when you confirm.`,
  when: 'when',
  where: 'where',
  confirmBelow:
    'Please check the details below and confirm, or edit them first. Nothing is booked until you confirm.',
  several: (count: number, list: string) =>
    `I understood ${count} requests: ${list}. Each has its own card below: confirm them one by one, or edit any first. Nothing is booked until you confirm.`,

  // Follow-ups on the open proposal.
  proposalUpdated: (request: string) =>
    `Of course. I've updated the proposal: ${request}. Please check it below and confirm.`,
  nothingToChange:
    "I'm not sure what to change. Tell me the new day, time, place or number of people.",

  // Acting on existing requests. `request` reads like "your Private Chef request for Sat, 28 Nov in Constantia".
  cancelPropose: (request: string) =>
    `Shall I cancel ${request}? Confirm below and I'll cancel it; nothing changes until you do.`,
  changePropose: (request: string, changes: string) =>
    `Shall I change ${request} to ${changes}? Confirm below and I'll let the provider know; nothing changes until you do.`,
  notChangeable: (request: string, status: string) =>
    `${capitalise(request)} is ${status}, so it can no longer be changed or cancelled here. Our concierge team can help: open it on Request Status.`,
  noSuchRequest:
    "I couldn't find a request of yours that matches. You can see all of them on Request Status, or tell me the service and the day.",
  noRequests: `You don't have any requests yet. ${OFFERS.whatToArrange}`,
  whichOne: (count: number) =>
    `You have ${count} requests that could match. Which one do you mean?`,
  statusOf: (request: string, status: string) => `${capitalise(request)} is ${status}.`,
  providerSaid: (provider: string, said: string) => `${provider} said: "${said}"`,
  providerAssigned: (provider: string) => `${provider} is looking after it.`,
  noProviderYet:
    "No provider has answered yet: I'll tell you on Request Status as soon as one does.",
  cancelled: (request: string) => `Done: I've cancelled ${request}.`,
  changed: (request: string) => `Done: I've changed ${request}. The provider has the new details.`,
  choiceCancel: (request: string) => `Cancel ${request}`,
  choiceChange: (request: string) => `Change ${request}`,
  choiceStatus: (request: string) => `How is ${request}?`,
  theOtherOne: (request: string) => `Of course, you mean ${request}.`,
  noOtherOne:
    'I only have that one in mind. Tell me which request you mean: the service and the day.',
  cancelledTitle: 'Request Cancelled',
  changedTitle: 'Request Updated',

  // The member's own data.
  tier: (label: string) => `Your membership: ${label}.`,
  trialEnds: (date: string) => `Your trial ends on ${date}.`,
  renews: (date: string) => `It renews on ${date}.`,
  ends: (date: string) => `It ends on ${date}.`,
  allowance: (remaining: number, limit: number, resets: string) =>
    `You have ${remaining} of ${limit} requests left this month; the count starts again on ${resets}.`,
  allowanceUnlimited: 'Your membership has no monthly limit on requests.',
  upcoming: (list: string) => `Coming up: ${list}.`,
  noUpcoming: `You have nothing booked in the days ahead. ${OFFERS.arrangeSomething}`,
  requestsSummary: (count: number, list: string) =>
    `You have ${count} open ${count === 1 ? 'request' : 'requests'}: ${list}.`,
  noOpenRequests: 'You have no open requests right now.',
  memory: (list: string) => `Here is what you've asked me to remember: ${list}.`,
  noMemory:
    "I don't have anything saved about you yet. Tell me your preferences and I'll offer to remember them.",
  noMood:
    "I have no mood readings from you this week yet. Write in the AI Journal or do a quick check-in there, and I'll be able to tell you how your week has been.",
  moodWeek: (average: string, word: MoodWord, readings: number) =>
    `This week your mood has averaged ${average} out of 10 over ${readings} ${readings === 1 ? 'reading' : 'readings'}: ${word === 'great' ? 'a great week' : word === 'okay' ? 'an okay week' : 'a low week'}.`,
  energyAndStress: (energy: string, stress: string) =>
    `Your energy averaged ${energy} and your stress ${stress} out of 10.`,
  lowMoodPerson:
    "Your last few readings have been low. If you'd like to talk it through, one of our team is here for you.",
  lowMoodJournal:
    'Your last few readings have been low. Be gentle with yourself; writing in the journal can help you see what is weighing on you.',

  // Life OS (ADR 064): the offers above, the away note and what a persona suggests.
  ...OFFERS,
  away: (until: string) => `You're away until ${until}, so I'll keep to what you ask.`,
  wellnessOffer:
    'Would some time for yourself help: a massage at home, a yoga class or a breathing session?',
  powerOffer:
    'While you are here: shall I line up the rest of your day, a driver, a table or a chef?',

  // A person, and what Aurum cannot answer.
  human:
    'Of course. A member of our concierge team can take this over personally: open Human Concierge to reach them. I can also note what you need here first.',
  searchFallback:
    "I'm having trouble processing your request right now. Let me help you search for these services on Google instead.",
  outOfScope:
    "That's outside what I can arrange, so let me help you search for it on Google instead.",
} as const;

/** The same frames in another language: every key, strings as strings, functions alike. */
export type ReplyTexts = {
  readonly [K in keyof typeof EN]: (typeof EN)[K] extends string ? string : (typeof EN)[K];
};

function capitalise(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
