import type { ChatStreamEvent } from '@aurum/shared/chat/chat-contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chat, onboardedMember, postChat, setChatClock } from '../../test/chat-fixtures';
import { refusedUrl, startFakeOpenAi, modelEnv } from '../../test/fake-openai';
import { seedProviders } from '../../test/request-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

const KYALAMI_CHEF = 'Could we have a chef at our house in Kyalami this Friday at 8pm?';
const PROPOSE = (args: object) => ({
  name: 'propose_request',
  // Split mid-token, as real servers stream tool arguments.
  arguments: ((json: string) => [json.slice(0, 17), json.slice(17, 40), json.slice(40)])(
    JSON.stringify(args),
  ),
});
const CHEF_ARGS = {
  service_type: 'private_chef',
  location: 'Kyalami',
  preferred_date: '2030-01-18',
  preferred_time: '20:00',
  special_requests: 'Dinner for eight',
};

describe.each(databaseKinds)('the assistant with a language model on %s', (kind) => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let session: Parameters<typeof chat>[1];
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp(kind, {
      env: modelEnv(fake.baseUrl, 300),
    });
    setChatClock(t);
    await seedProviders(t);
    session = (await onboardedMember(t)).session;
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  // The same message again within a minute would be flagged as flooding.
  beforeEach(() => t.clock.advance(61));

  const streamed = async (message: string) => {
    const res = await postChat(t, session, message, 'application/x-ndjson');
    expect(res.statusCode).toBe(201);
    return res.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as ChatStreamEvent);
  };

  it("streams the model's words and turns its tool call into a checked proposal", async () => {
    fake.answerWith({
      kind: 'stream',
      text: ['Lovely! ', 'A chef in Kyalami ', 'on Friday at 20:00.'],
      toolCall: PROPOSE(CHEF_ARGS),
    });
    const events = await streamed(KYALAMI_CHEF);
    expect(events.map((e) => e.type)).toEqual(['message', 'delta', 'delta', 'delta', 'reply']);
    const { reply } = events.at(-1) as Extract<ChatStreamEvent, { type: 'reply' }>;
    expect(reply).toMatchObject({
      author: 'model',
      message: 'Lovely! A chef in Kyalami on Friday at 20:00.',
    });
    expect(reply.proposal).toMatchObject({
      service_type: 'private_chef',
      location: 'Kyalami',
      area: 'Johannesburg',
      preferred_date: '2030-01-18',
      preferred_time: '20:00',
      allergies: ['Peanuts'],
      confidence: 0.95,
    });
    expect(reply.proposal!.providers).toHaveLength(1);
    expect(reply.proposal!.special_requests).toContain('Dinner for eight');

    const sent = fake.requests.at(-1)!;
    expect(sent).toMatchObject({ model: 'aurum-test', stream: true });
    expect(JSON.stringify(sent.tools)).toContain('propose_request');
    const [system] = sent.messages as { role: string; content: string }[];
    expect(system!.role).toBe('system');
    // Medical info stays with Aurum: the model only hears that there is some.
    expect(system!.content).toContain('food allergies or dietary needs on file');
    expect(system!.content).not.toMatch(/Penicillin|Peanuts/);
    expect(system!.content).toContain('Africa/Johannesburg');
  });

  it('answers in its own words without a proposal when it calls no tool', async () => {
    fake.answerWith({ kind: 'stream', text: ['Hello Naledi, how may I help?'] });
    const { reply } = await chat(t, session, 'Hi there!');
    expect(reply).toMatchObject({
      author: 'model',
      message: 'Hello Naledi, how may I help?',
      proposal: null,
    });
  });

  const FALLBACKS = [
    [
      'tool arguments that are not JSON',
      {
        kind: 'stream',
        toolCall: { name: 'propose_request', arguments: ['{"service_type": "private_'] },
      },
    ],
    [
      'tool arguments that fail the schema',
      {
        kind: 'stream',
        toolCall: PROPOSE({
          ...CHEF_ARGS,
          service_type: 'helicopter',
          preferred_date: '18/01/2030',
        }),
      },
    ],
    ['an unknown tool', { kind: 'stream', toolCall: { name: 'book_now', arguments: ['{}'] } }],
    ['an empty answer', { kind: 'stream' }],
    ['a server error (500)', { kind: 'status', status: 500 }],
    ['an answer slower than the time-out', { kind: 'slow', delayMs: 5000 }],
  ] as const;

  it.each(FALLBACKS)("gives the engine's reply instead after %s", async (_label, answer) => {
    fake.answerWith(answer);
    const { reply } = await chat(t, session, KYALAMI_CHEF);
    expect(reply.author).toBe('engine');
    expect(reply.message).toContain('Private Chef in Kyalami (Johannesburg)');
    expect(reply.proposal).toMatchObject({
      service_type: 'private_chef',
      area: 'Johannesburg',
      preferred_time: '20:00',
    });
  });

  it("gives the engine's reply when the model's server refuses connections", async () => {
    const refused = await createTestApp(kind, {
      env: { AI_BASE_URL: await refusedUrl(), AI_MODEL: 'aurum-test' },
    });
    try {
      setChatClock(refused);
      const member = await onboardedMember(refused);
      const { reply } = await chat(refused, member.session, KYALAMI_CHEF);
      expect(reply.author).toBe('engine');
      expect(reply.proposal).toMatchObject({ service_type: 'private_chef', location: 'Kyalami' });
    } finally {
      await refused.close();
    }
  });
});
