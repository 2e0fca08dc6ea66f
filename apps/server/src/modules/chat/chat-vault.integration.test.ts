import type { ChatVaultRequest } from '@aurum/shared/chat/vault-request';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer } from '../../test/auth-fixtures';
import { chat, history, onboardedMember, setChatClock } from '../../test/chat-fixtures';
import { startFakeOpenAi, modelEnv } from '../../test/fake-openai';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { addVaultItem, memberVault, vaultItems } from '../../test/vault-fixtures';
import { onTwoInstances } from '../../test/two-instances';

type Session = Awaited<ReturnType<typeof onboardedMember>>['session'];

const MARKER = 'Okavango-Passport-7731';

/**
 * ADR 062: the assistant and the zero-knowledge vault. A vault question is answered from the
 * plain facts of the member's own items; level-2 items are asked for, and only the member's
 * approval marks them opened; the server sees ids and categories, never a plaintext.
 */
describe.each(databaseKinds)('the assistant asking to open vault items on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    setChatClock(t);
  });
  afterAll(() => t.close());
  // Each test's messages fall in a fresh minute of the rate limit.
  beforeEach(() => t.clock.advance(61));

  const decide = (session: Session | null, id: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/chat/vault-requests/${id}/decision`,
      headers: session ? bearer(session) : {},
      payload: payload as object,
    });

  /** A member with a vault of passports at every level, a recipe, and markers in every text. */
  async function memberWithPassports() {
    const { session } = await onboardedMember(t);
    const key = await memberVault(t, session);
    const add = (
      category: string,
      accessLevel: 1 | 2 | 3,
      itemType: 'document' | 'note' = 'document',
    ) =>
      addVaultItem(t, session, key, {
        category,
        itemType,
        accessLevel,
        text: `${MARKER} ${category} ${accessLevel}`,
      });
    const older = await add('passport', 2);
    t.clock.advance(1);
    const newer = await add('passport', 2);
    const kept = await add('passport', 1);
    const legacy = await add('passport', 3);
    const recipe = await add('recipes', 2, 'note');
    return { session, key, askable: [newer, older], kept, legacy, recipe };
  }

  const vaultRequestOf = async (session: Session, text: string) => {
    const { reply } = await chat(t, session, text);
    return { reply, request: reply.vault_request! };
  };

  it("asks to open only the member's own level-2 items, naming them by category and type", async () => {
    const a = await memberWithPassports();
    const b = await memberWithPassports();
    const { reply, request } = await vaultRequestOf(a.session, 'When does my passport expire?');
    expect(reply.message).toContain('May I open your 2 passport documents for this answer?');
    expect(reply.message).toContain('the item you keep to yourself (level 1)');
    expect(request).toEqual({
      id: reply.id,
      kind: 'ask',
      categories: ['passport'],
      items: a.askable.map((id) => ({ id, category: 'passport', item_type: 'document' })),
      private_count: 1,
      legacy_count: 1,
      focus: 'dates',
      decision: 'open',
      approved_ids: [],
      decided_at: null,
    });
    const offered = JSON.stringify(reply);
    for (const id of [a.kept, a.legacy, a.recipe, ...b.askable, b.kept])
      expect(offered).not.toContain(id);
    expect(offered).not.toContain(MARKER);
  });

  it("marks only the approved member's level-2 items opened, and the decision survives a reload", async () => {
    const a = await memberWithPassports();
    const b = await memberWithPassports();
    const { request } = await vaultRequestOf(a.session, "what's my passport number?");
    t.clock.advance(30);
    const res = await decide(a.session, request.id, { decision: 'approve' });
    expect(res.statusCode).toBe(200);
    const decided = (res.json() as { vault_request: ChatVaultRequest }).vault_request;
    expect(decided).toMatchObject({
      decision: 'approved',
      approved_ids: a.askable,
      decided_at: t.clock.now().toISOString(),
    });
    expect(res.body).not.toContain(MARKER);

    const items = await vaultItems(t, a.session);
    for (const item of items) {
      const opened = a.askable.includes(item.id);
      expect(item.aiAccessGranted, item.category).toBe(opened);
      expect(item.lastAccessedAt).toBe(opened ? t.clock.now().toISOString() : null);
    }
    for (const item of await vaultItems(t, b.session)) {
      expect(item.aiAccessGranted).toBe(false);
      expect(item.lastAccessedAt).toBeNull();
    }
    const stored = (await history(t, a.session)).find((m) => m.id === request.id)!;
    expect(stored.vault_request).toEqual(decided);
  });

  it("answers 404 to another member deciding on the member's request, and changes nothing", async () => {
    const a = await memberWithPassports();
    const b = await memberWithPassports();
    const { request } = await vaultRequestOf(a.session, 'When does my passport expire?');
    for (const decision of ['approve', 'decline']) {
      const res = await decide(b.session, request.id, { decision });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: 'VAULT_REQUEST_NOT_FOUND',
        message: 'Vault request not found',
      });
    }
    expect(
      (await history(t, a.session)).find((m) => m.id === request.id)!.vault_request,
    ).toMatchObject({
      decision: 'open',
    });
    expect((await vaultItems(t, a.session)).every((item) => !item.aiAccessGranted)).toBe(true);
  });

  it('never offers items kept at level 1 or level 3', async () => {
    const { session } = await onboardedMember(t);
    const key = await memberVault(t, session);
    const kept = await addVaultItem(t, session, key, {
      category: 'id',
      itemType: 'document',
      accessLevel: 1,
      text: MARKER,
    });
    const legacy = await addVaultItem(t, session, key, {
      category: 'legal',
      itemType: 'document',
      accessLevel: 3,
      text: MARKER,
    });
    const id = await vaultRequestOf(session, 'What is my ID number?');
    expect(id.reply.message).toMatch(/^You keep your ID document in your vault at level 1/);
    expect(id.request).toMatchObject({
      kind: 'private',
      items: [],
      private_count: 1,
      decision: null,
    });
    const will = await vaultRequestOf(session, 'where did I put my will?');
    expect(will.reply.message).toContain(
      'at level 3, for your legacy capsules, which I never open',
    );
    expect(will.request).toMatchObject({ kind: 'private', items: [], legacy_count: 1 });
    for (const { request } of [id, will]) {
      expect((await decide(session, request.id, { decision: 'approve' })).statusCode).toBe(404);
    }
    const items = await vaultItems(t, session);
    expect(items.map((item) => [item.id, item.aiAccessGranted])).toEqual(
      expect.arrayContaining([
        [kept, false],
        [legacy, false],
      ]),
    );
  });

  it('says when nothing in the vault matches, and how to add it', async () => {
    const { session } = await onboardedMember(t);
    const { reply, request } = await vaultRequestOf(session, 'the wifi password I saved');
    expect(reply.message).toMatch(
      /^I couldn't find that password in your vault\. Add it on your Vault/,
    );
    expect(request).toMatchObject({ kind: 'none', categories: ['passwords'], items: [] });
  });

  it('reads nothing on decline, and a request is answered once (409 after)', async () => {
    const a = await memberWithPassports();
    const { request } = await vaultRequestOf(a.session, 'When does my passport expire?');
    const declined = await decide(a.session, request.id, { decision: 'decline' });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({
      vault_request: { decision: 'declined', approved_ids: [] },
    });
    for (const item of await vaultItems(t, a.session)) {
      expect(item.aiAccessGranted).toBe(false);
      expect(item.lastAccessedAt).toBeNull();
    }
    const again = await decide(a.session, request.id, { decision: 'approve' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'VAULT_REQUEST_DECIDED',
      message: 'You have already answered this request.',
    });
  });

  it('takes one decision of 20 approvals sent at once; the rest are 409, none a 500', async () => {
    const a = await memberWithPassports();
    const { request } = await vaultRequestOf(a.session, 'When does my passport expire?');
    const answers = await onTwoInstances(t, () =>
      Promise.all(
        Array.from({ length: 20 }, () => decide(a.session, request.id, { decision: 'approve' })),
      ),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
  });

  it('grants nothing for an item moved away from level 2 before the approval, and an edit to another level withdraws a grant', async () => {
    const a = await memberWithPassports();
    const { request } = await vaultRequestOf(a.session, 'When does my passport expire?');
    const [moved, still] = a.askable as [string, string];
    const patch = (id: string, accessLevel: number) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/vault/items/${id}`,
        headers: bearer(a.session),
        payload: { accessLevel },
      });
    expect((await patch(moved, 1)).statusCode).toBe(200);
    const res = await decide(a.session, request.id, { decision: 'approve' });
    expect(res.json()).toMatchObject({ vault_request: { approved_ids: [still] } });
    expect((await patch(still, 3)).statusCode).toBe(200);
    const item = (await vaultItems(t, a.session)).find((i) => i.id === still)!;
    expect(item.aiAccessGranted).toBe(false);
    expect(item.lastAccessedAt).not.toBeNull();
  });

  it('refuses a decision that is not one, a body with more than the decision, and a stranger', async () => {
    const a = await memberWithPassports();
    const { request } = await vaultRequestOf(a.session, 'When does my passport expire?');
    for (const payload of [
      {},
      { decision: 'maybe' },
      { decision: 'approve', item_ids: [a.kept] },
      { decision: 'approve', plaintext: MARKER },
    ]) {
      const res = await decide(a.session, request.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    expect((await decide(a.session, 'not-a-uuid', { decision: 'approve' })).statusCode).toBe(404);
    expect((await decide(null, request.id, { decision: 'approve' })).statusCode).toBe(401);
    expect((await vaultItems(t, a.session)).every((item) => !item.aiAccessGranted)).toBe(true);
  });

  it('answers in Afrikaans and isiZulu from the same plain facts', async () => {
    const a = await memberWithPassports();
    const af = await vaultRequestOf(a.session, 'Wanneer verval my paspoort?');
    expect(af.reply.language).toBe('af');
    expect(af.reply.message).toContain(
      'Mag ek u 2 dokumente (paspoort) vir hierdie antwoord oopmaak?',
    );
    expect(af.request.items.map((i) => i.id)).toEqual(a.askable);
    const zu = await vaultRequestOf(a.session, 'Iphasiphothi yami iphelelwa nini?');
    expect(zu.reply.language).toBe('zu');
    expect(zu.reply.message).toContain('izinto zakho ezingu-2 esigabeni esithi "iphasiphothi"');
  });
});

describe.each(databaseKinds)('the vault with a language model configured on %s', (kind) => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp(kind, {
      env: modelEnv(fake.baseUrl),
    });
    setChatClock(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => t.clock.advance(61));

  async function memberWithPassport() {
    const { session } = await onboardedMember(t);
    const key = await memberVault(t, session);
    const id = await addVaultItem(t, session, key, {
      category: 'passport',
      itemType: 'document',
      accessLevel: 2,
      text: MARKER,
    });
    return { session, id };
  }

  it('answers a vault question the engine knows itself, without asking the model', async () => {
    const { session, id } = await memberWithPassport();
    const asked = fake.requests.length;
    const { reply } = await chat(t, session, 'When does my passport expire?');
    expect(reply.author).toBe('engine');
    expect(reply.vault_request).toMatchObject({ kind: 'ask', items: [{ id }] });
    expect(fake.requests.length).toBe(asked);
  });

  it("turns the model's vault_lookup into the same request; the model is told no vault item", async () => {
    const { session, id } = await memberWithPassport();
    fake.answerWith({
      kind: 'stream',
      toolCall: {
        name: 'vault_lookup',
        arguments: [JSON.stringify({ categories: ['passport'], focus: 'numbers' })],
      },
    });
    const { reply } = await chat(
      t,
      session,
      'I am flying on Friday, which travel papers do I have?',
    );
    expect(reply.author).toBe('model');
    expect(reply.vault_request).toMatchObject({
      kind: 'ask',
      categories: ['passport'],
      focus: 'numbers',
      items: [{ id }],
    });
    const prompt = JSON.stringify(fake.requests.at(-1));
    expect(prompt).toContain('vault_lookup');
    expect(prompt).not.toContain(MARKER);
    expect(prompt).not.toContain(id);
  });

  it("gives the engine's reply when vault_lookup names no vault category", async () => {
    const { session } = await memberWithPassport();
    fake.answerWith({
      kind: 'stream',
      toolCall: { name: 'vault_lookup', arguments: [JSON.stringify({ categories: ['secrets'] })] },
    });
    const { reply } = await chat(t, session, 'Hello there');
    expect(reply.author).toBe('engine');
    expect(reply.vault_request).toBeNull();
  });
});
