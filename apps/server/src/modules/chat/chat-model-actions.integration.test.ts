import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chat, onboardedMember, setChatClock } from '../../test/chat-fixtures';
import { startFakeOpenAi, modelEnv } from '../../test/fake-openai';
import { fileRequest, seedProviders } from '../../test/request-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

const call = (name: string, args: object) => ({
  kind: 'stream' as const,
  toolCall: { name, arguments: [JSON.stringify(args)] },
});

describe.each(databaseKinds)('the language model acting on requests on %s', (kind) => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp(kind, {
      env: modelEnv(fake.baseUrl),
    });
    setChatClock(t);
    await seedProviders(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => t.clock.advance(61));

  const driverFor = async () => {
    const member = await onboardedMember(t);
    const driver = await fileRequest(t, member.session, {
      preferred_date: '2030-01-17',
      preferred_time: '09:00',
      location: 'Sandton',
    });
    return { session: member.session, driverId: driver.request.id };
  };

  it("turns a checked cancel_request call into a cancel the member confirms, told only the member's own requests", async () => {
    const owner = await driverFor();
    const other = await driverFor();
    fake.answerWith(call('cancel_request', { request_id: owner.driverId }));
    const { reply } = await chat(t, owner.session, "I won't be needing that car after all");
    expect(reply.author).toBe('model');
    expect(reply.proposal).toMatchObject({ kind: 'cancel', request_id: owner.driverId });
    expect(reply.message).toContain('Shall I cancel your Personal Driver request');
    const prompt = JSON.stringify(fake.requests.at(-1));
    expect(prompt).toContain(owner.driverId);
    expect(prompt).not.toContain(other.driverId);
  });

  it("answers the member's data from Aurum's records when the model asks for it", async () => {
    const { session } = await driverFor();
    fake.answerWith(call('answer_question', { topics: ['allowance'] }));
    const { reply } = await chat(t, session, 'How am I doing for requests?');
    expect(reply.author).toBe('model');
    expect(reply.message).toMatch(/You have \d+ of \d+ requests left this month/);
  });

  it.each([
    ["another member's request", async () => (await driverFor()).driverId],
    ['an id that is no request', async () => '00000000-0000-4000-8000-000000000000'],
  ])("gives the engine's reply for a call on %s", async (_label, idOf) => {
    const { session } = await driverFor();
    fake.answerWith(call('cancel_request', { request_id: await idOf() }));
    const { reply } = await chat(t, session, 'Hello there');
    expect(reply.author).toBe('engine');
    expect(reply.proposals).toEqual([]);
  });

  it("gives the engine's reply when a change fails the schema", async () => {
    const { session, driverId } = await driverFor();
    fake.answerWith(call('change_request', { request_id: driverId, party_size: 9000 }));
    const { reply } = await chat(t, session, 'Hello again');
    expect(reply.author).toBe('engine');
  });
});
