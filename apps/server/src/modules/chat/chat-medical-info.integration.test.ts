import type { ChatExchange, ProposalFiled } from '@aurum/shared/chat/chat-contract';
import type { ServiceRequestDetail } from '@aurum/shared/requests/request-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client';
import { bearer } from '../../test/auth-fixtures';
import {
  chat,
  confirmProposal,
  history,
  onboardedMember,
  setChatClock,
} from '../../test/chat-fixtures';
import { startFakeOpenAi, modelEnv } from '../../test/fake-openai';
import { seedProviders } from '../../test/request-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

type Session = Parameters<typeof bearer>[0];
const KYALAMI_CHEF = 'Could we have a chef at our house in Kyalami this Friday at 8pm?';

/** Medical info no provider may see and the database may hold only sealed (ADR 006, PRODUCT.md). */
const PRIVATE = /penicillin|warfarin|epilepsy|epipen/i;
const medicalInfo = (foodAllergy: string, diet: string) => ({
  allergies: ['Penicillin', foodAllergy],
  medications: ['Warfarin'],
  dietaryRestrictions: [diet],
  medicalConditions: ['Epilepsy'],
  emergencyMedicalInfo: 'EpiPen in the glovebox',
});

describe.each(databaseKinds)('medical info in the assistant on %s', (kind) => {
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

  /** Every row of every table of the database, as text. */
  const everyRow = async () => {
    const tables = rowsOf<{ name: string }>(
      await t.db.execute(
        sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      ),
    );
    const texts: string[] = [];
    for (const { name } of tables) {
      const rows = rowsOf<{ row: string }>(
        await t.db.execute(sql`select t::text as row from ${sql.identifier(name)} t`),
      );
      texts.push(...rows.map((r) => `${name}: ${r.row}`));
    }
    return texts.join('\n');
  };
  const requestsOf = async (session: Session) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/service-requests/details',
      headers: bearer(session),
    });
    return res.json() as ServiceRequestDetail[];
  };
  const allMails = async () => {
    await t.services.jobs.drain();
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    return res.json() as { to: string; subject: string; text: string; html: string }[];
  };

  /**
   * The proposal shows the food allergy and diet; nothing medical is stored before the member
   * confirms; then the request and the chef's e-mail carry the food allergy and diet only.
   */
  async function expectMedicalInfoKept(
    session: Session,
    exchange: ChatExchange,
    shared: { allergy: string; diet: string },
  ) {
    const sharedText = new RegExp(`${shared.allergy}|${shared.diet}`, 'i');
    expect(exchange.reply.proposal).toMatchObject({
      service_type: 'private_chef',
      allergies: [shared.allergy],
      dietary_restrictions: [shared.diet],
    });
    expect(exchange.reply.message).not.toMatch(sharedText);
    expect(exchange.reply.message).not.toMatch(PRIVATE);
    const [, shown] = await history(t, session);
    expect(shown!.proposal).toMatchObject({
      allergies: [shared.allergy],
      dietary_restrictions: [shared.diet],
    });

    // Before confirmation the database holds none of it in plain text, anywhere.
    const before = await everyRow();
    expect(before).not.toMatch(PRIVATE);
    expect(before).not.toMatch(sharedText);

    const res = await confirmProposal(t, session, exchange.reply.proposal!.id);
    expect(res.statusCode).toBe(201);
    const filed = res.json() as ProposalFiled;
    expect(filed.proposal).toMatchObject({ status: 'filed', allergies: [shared.allergy] });
    const [request] = await requestsOf(session);
    expect(request!.special_requests).toContain(`Allergies: ${shared.allergy}`);
    expect(request!.special_requests).toContain(`Dietary restrictions: ${shared.diet}`);
    expect(request!.special_requests).not.toMatch(PRIVATE);

    const toProviders = (await allMails()).filter((mail) => mail.text.includes(shared.allergy));
    expect(toProviders.length).toBeGreaterThan(0);
    for (const mail of await allMails()) expect(mail.text + mail.html).not.toMatch(PRIVATE);

    // After it: the chat's rows still hold nothing medical; no drug allergy anywhere.
    const chatRows = rowsOf<{ row: string }>(
      await t.db.execute(sql`
        select m::text || coalesce(p::text, '') as row from chat_messages m
        left join chat_proposals p on p.message_id = m.id where m.user_id = ${session.user.id}`),
    );
    expect(chatRows.map((r) => r.row).join('\n')).not.toMatch(sharedText);
    expect(await everyRow()).not.toMatch(PRIVATE);
  }

  it("keeps the engine's proposal free of medical text and shares only food allergies and diet", async () => {
    fake.answerWith({ kind: 'status', status: 500 });
    const { session } = await onboardedMember(t, {
      medicalInfo: medicalInfo('Peanuts', 'Vegetarian'),
    });
    const exchange = await chat(t, session, KYALAMI_CHEF);
    expect(exchange.reply.author).toBe('engine');
    expect(exchange.reply.message).toContain(
      "I've added your food allergies and your dietary needs",
    );
    await expectMedicalInfoKept(session, exchange, { allergy: 'Peanuts', diet: 'Vegetarian' });
  });

  it('tells the language model no medical info and keeps a drug allergy it writes from the chef', async () => {
    const args = {
      service_type: 'private_chef',
      location: 'Kyalami',
      preferred_date: '2030-01-18',
      preferred_time: '20:00',
      special_requests: 'Dinner for eight. Mind the penicillin allergy.',
    };
    fake.answerWith({
      kind: 'stream',
      text: ['Lovely, a chef in Kyalami on Friday.'],
      toolCall: { name: 'propose_request', arguments: [JSON.stringify(args)] },
    });
    const { session } = await onboardedMember(t, {
      medicalInfo: medicalInfo('Shellfish', 'Halaal'),
    });
    const exchange = await chat(t, session, KYALAMI_CHEF);
    expect(exchange.reply.author).toBe('model');
    expect(exchange.reply.proposal!.special_requests).toContain('Dinner for eight.');
    const [system] = fake.requests.at(-1)!.messages as { content: string }[];
    expect(system!.content).toContain('food allergies or dietary needs on file');
    expect(system!.content).not.toMatch(/penicillin|shellfish|halaal|warfarin|epilepsy/i);
    await expectMedicalInfoKept(session, exchange, { allergy: 'Shellfish', diet: 'Halaal' });
  });

  it("gives the engine's reply when the model's text cannot be stored", async () => {
    fake.answerWith({ kind: 'stream', text: ['Hello\u0000 there'] });
    const { session } = await onboardedMember(t);
    const { reply } = await chat(t, session, 'Hi there!');
    expect(reply.author).toBe('engine');
    expect(reply.message).toBe(
      'Hello, Naledi! What may I arrange for you today? Tell me what you need, where and when.',
    );
  });
});
