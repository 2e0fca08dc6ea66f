import { describe, expect, it } from 'vitest';
import { memberRequests } from '../../../test/concierge-sets/member-requests';
import { understand } from './understand';
import type { Situation } from './understanding';
import { vaultAskOf } from './vault-questions';
import { detectLanguage, glossToEnglish } from './language/language';

const now = new Date('2026-01-14T08:00:00Z');
/** The member of the labelled sets, with eight requests of their own (a travel-free mix). */
const situation: Situation = {
  now,
  requests: memberRequests(now),
  openProposal: null,
  chosenRequestId: null,
};
const askOf = (text: string) => vaultAskOf(glossToEnglish(text, detectLanguage(text)));

describe('questions about what the member keeps in their vault (ADR 062)', () => {
  it.each([
    ['When does my passport expire?', 'en', ['passport'], 'dates'],
    ["What's my passport number", 'en', ['passport'], 'numbers'],
    ['my ID number please', 'en', ['id'], 'numbers'],
    ['What are my insurance policy details?', 'en', ['insurance'], null],
    ['What is my travel insurance policy number?', 'en', ['insurance'], 'numbers'],
    ['the wifi password I saved', 'en', ['passwords'], 'numbers'],
    ['Remind me of the alarm code', 'en', ['passwords'], 'numbers'],
    ['my recipe for bobotie', 'en', ['recipes'], null],
    ["what's my bank account number", 'en', ['financial'], 'numbers'],
    ['What is my medical aid number?', 'en', ['medical'], 'numbers'],
    ['where did I put my will', 'en', ['legal'], null],
    ['what ideas did I save in my vault', 'en', ['ideas'], null],
    ['What did I save about food in my vault?', 'en', ['food'], null],
    ["What's in my vault?", 'en', [], null],
    ['Wanneer verval my paspoort?', 'af', ['passport'], 'dates'],
    ['Wat is my ID-nommer?', 'af', ['id'], 'numbers'],
    ['Wat is my polisnommer by my versekering?', 'af', ['insurance'], 'numbers'],
    ['Wys my my resep vir melktert', 'af', ['recipes'], null],
    ['Iphasiphothi yami iphelelwa nini?', 'zu', ['passport'], 'dates'],
    ['Ngicela inombolo kamazisi wami', 'zu', ['id'], 'numbers'],
    ['Ngitshele iphasiwedi yami ye-wifi', 'zu', ['passwords'], 'numbers'],
    ['Inombolo yami yomshwalense yini?', 'zu', ['insurance'], 'numbers'],
  ] as const)('%s (%s)', (text, language, categories, focus) => {
    const understood = understand(text, situation);
    expect(understood).toEqual({ kind: 'question', topics: ['vault'], language });
    expect(askOf(text)).toEqual({ categories, focus });
  });

  it('answers the membership and the vault when both are asked', () => {
    expect(
      understand('What tier am I on, and when does my passport expire?', situation),
    ).toMatchObject({ kind: 'question', topics: ['tier', 'renewal', 'vault'] });
  });

  it.each([
    ['When does my membership expire?', { kind: 'question', topics: ['renewal'] }],
    ['When does my trial end?', { kind: 'question', topics: ['renewal'] }],
    ['What do you know about me?', { kind: 'question', topics: ['memory'] }],
    ['give me a recipe for malva pudding', { kind: 'out_of_scope' }],
    ["What's the weather in Durban tomorrow?", { kind: 'out_of_scope' }],
  ])('leaves %s to its own topic', (text, expected) => {
    expect(understand(text, situation)).toMatchObject(expected);
    expect(askOf(text)).toBeNull();
  });

  it.each([
    'Book a driver to take me to Home Affairs tomorrow at 9 to renew my passport',
    'Send a courier to collect my passport from the embassy on Friday',
    'Arrange a chef for Saturday, my recipe ideas are in the notes',
    'How do I reset my wifi router',
  ])('leaves an errand that names the vault’s words to the errand: %s', (text) => {
    expect(askOf(text)).toBeNull();
    const understood = understand(text, situation);
    expect(understood.kind === 'question' ? understood.topics : []).not.toContain('vault');
  });
});
