import type { ChatExchange, ChatStreamEvent } from '@aurum/shared/chat/chat-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmProposal,
  history,
  onboardedMember,
  postChat,
  setChatClock,
} from '../../test/chat-fixtures';
import { type FakeAnswer, modelEnv, startFakeOpenAi } from '../../test/fake-openai';
import { seedProviders } from '../../test/request-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

/**
 * The language model refusing, then accepting (issue 33, ADR 085): while the configured model
 * answers 5xx or not at all within its time-out, every member message is still answered, by
 * Aurum's own engine, without a 500; nothing is lost or stored twice; and the model is asked
 * again, and used, as soon as it answers.
 */
const KYALAMI_CHEF = 'Could we have a chef at our house in Kyalami this Friday at 8pm?';
const MODEL_TIMEOUT_MS = 300;

const REFUSALS: [string, FakeAnswer][] = [
  ['503', { kind: 'status', status: 503 }],
  ['500', { kind: 'status', status: 500 }],
  ['429', { kind: 'status', status: 429 }],
  ['no answer within the time-out', { kind: 'slow', delayMs: 10 * MODEL_TIMEOUT_MS }],
];

describe.each(databaseKinds)('the language model down, then back, on %s', (kind) => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp(kind, { env: modelEnv(fake.baseUrl, MODEL_TIMEOUT_MS) });
    setChatClock(t);
    await seedProviders(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** One message in the chosen form (JSON or the streamed lines): its exchange. */
  const send = async (
    session: Parameters<typeof postChat>[1],
    message: string,
    streamed: boolean,
  ): Promise<ChatExchange> => {
    // The same words again within a minute would be held as flooding.
    t.clock.advance(61);
    const res = await postChat(t, session, message, streamed ? 'application/x-ndjson' : undefined);
    expect(res.statusCode, res.body).toBe(201);
    if (!streamed) return res.json() as ChatExchange;
    const events = res.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as ChatStreamEvent);
    expect(events.filter((event) => event.type === 'error')).toEqual([]);
    const first = events[0] as Extract<ChatStreamEvent, { type: 'message' }>;
    const last = events.at(-1) as Extract<ChatStreamEvent, { type: 'reply' }>;
    expect([first.type, last.type]).toEqual(['message', 'reply']);
    return { message: first.message, reply: last.reply };
  };

  it('answers from the engine while the model refuses, then from the model, losing and doubling nothing', async () => {
    const { session } = await onboardedMember(t);
    const exchanges: ChatExchange[] = [];
    const asked = fake.requests.length;

    // Down: each kind of refusal, in both the JSON and the streamed form.
    for (const [index, [label, refusal]] of REFUSALS.entries()) {
      fake.answerWith(refusal);
      const exchange = await send(session, `${KYALAMI_CHEF} (${label})`, index % 2 === 1);
      expect(exchange.reply.author, label).toBe('engine');
      expect(exchange.reply.proposal, label).toMatchObject({
        service_type: 'private_chef',
        location: 'Kyalami',
        preferred_time: '20:00',
      });
      exchanges.push(exchange);
    }
    // The model was asked once per message: no hidden retry doubled a request.
    expect(fake.requests.length - asked).toBe(REFUSALS.length);

    // Back: the next message is the model's again, its tool call a checked proposal.
    const args = {
      service_type: 'private_chef',
      location: 'Kyalami',
      preferred_date: '2030-01-18',
      preferred_time: '20:00',
      special_requests: 'Dinner for eight',
    };
    fake.answerWith({
      kind: 'stream',
      text: ['A chef in Kyalami ', 'on Friday at 20:00.'],
      toolCall: { name: 'propose_request', arguments: [JSON.stringify(args)] },
    });
    const recovered = await send(session, KYALAMI_CHEF, true);
    expect(recovered.reply).toMatchObject({
      author: 'model',
      message: 'A chef in Kyalami on Friday at 20:00.',
      proposal: { service_type: 'private_chef', location: 'Kyalami' },
    });
    exchanges.push(recovered);
    expect(fake.requests.length - asked).toBe(REFUSALS.length + 1);

    // The conversation holds each message and each reply exactly once, in order.
    const stored = await history(t, session);
    expect(stored.map((entry) => entry.id)).toEqual(
      exchanges.flatMap((exchange) => [exchange.message.id, exchange.reply.id]),
    );
    expect(stored.filter((entry) => entry.is_from_user).map((entry) => entry.message)).toEqual(
      exchanges.map((exchange) => exchange.message.message),
    );
    const proposals = stored.flatMap((entry) => entry.proposals.map((proposal) => proposal.id));
    expect(new Set(proposals).size).toBe(proposals.length);
    expect(proposals).toHaveLength(exchanges.length);

    // A proposal made during the outage still files exactly one request.
    const during = exchanges[0]!.reply.proposal!.id;
    const [once, twice] = [
      await confirmProposal(t, session, during),
      await confirmProposal(t, session, during),
    ];
    expect([once.statusCode, twice.statusCode], once.body).toEqual([201, 201]);
    expect(twice.json().request_id).toBe(once.json().request_id);
    const requests = await t.app.inject({
      method: 'GET',
      url: '/api/service-requests',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(requests.json()).toHaveLength(1);
  });
});
