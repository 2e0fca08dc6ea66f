import { describe, expect, it } from 'vitest';
import { understand } from './understand';
import type { Situation } from './understanding';

const situation: Situation = {
  now: new Date('2026-01-14T08:00:00Z'),
  requests: [],
  openProposal: null,
  chosenRequestId: null,
};

describe('understand: a person, and what Aurum cannot answer (the author’s own words)', () => {
  it.each([
    "I'd like to talk to someone",
    'can I get a human',
    'put me through to an agent',
    'I want a real human being',
    'connect me to customer service',
    'let me speak with your team',
    'Is there anyone I can call?',
  ])('%s asks for a person', (text) => {
    expect(understand(text, situation).kind).toBe('human');
  });

  it.each([
    'who won the rugby last night',
    "what's the rand dollar rate",
    'tell me a joke',
    "what's the time in London",
    'when is the next public holiday',
    "what's 15% of 200",
    'write me a poem about the sea',
    "what's the capital of France",
    "how's the surf in Muizenberg today",
    'is it going to rain tomorrow',
    'any load shedding today?',
    'Who is the president of South Africa?',
  ])('%s is out of scope', (text) => {
    expect(understand(text, situation).kind).toBe('out_of_scope');
  });
});
