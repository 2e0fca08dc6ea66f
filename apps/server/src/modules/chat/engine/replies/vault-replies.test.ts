import { describe, expect, it } from 'vitest';
import { type VaultItemFact, vaultReply } from './vault-replies';
import { vaultTextsIn } from './vault-texts';

const item = (
  id: string,
  category: string,
  accessLevel: 1 | 2 | 3,
  itemType: VaultItemFact['itemType'] = 'document',
): VaultItemFact => ({ id, category, itemType, accessLevel });
const passport = { categories: ['passport'], focus: 'dates' as const };

describe('the assistant’s answer about the vault (ADR 062)', () => {
  it('asks to open the level-2 items only, by category and type, and leaves level 1 and 3 alone', () => {
    const { text, request } = vaultReply(
      passport,
      [item('a', 'passport', 2), item('b', 'passport', 1), item('c', 'passport', 3)],
      'en',
    );
    expect(text).toBe(
      "That is in your vault, sealed so only you can open it. May I open your passport document for this answer? It opens here on your device with your vault password; Aurum never sees it. I'll leave alone the item you keep to yourself (level 1).",
    );
    expect(request).toEqual({
      kind: 'ask',
      categories: ['passport'],
      items: [{ id: 'a', category: 'passport', item_type: 'document' }],
      private_count: 1,
      legacy_count: 1,
      focus: 'dates',
      decision: 'open',
      approved_ids: [],
      decided_at: null,
    });
  });

  it('counts several items of several categories', () => {
    const { text, request } = vaultReply(
      { categories: ['passport', 'id'], focus: 'numbers' },
      [item('a', 'passport', 2), item('b', 'passport', 2), item('c', 'id', 2)],
      'en',
    );
    expect(text).toContain('May I open your 2 passport documents and your ID document');
    expect(request.items.map((i) => i.id)).toEqual(['a', 'b', 'c']);
  });

  it('asks for at most ten items, the newest', () => {
    const many = Array.from({ length: 14 }, (_, n) => item(`r${n}`, 'recipes', 2, 'note'));
    const { text, request } = vaultReply({ categories: ['recipes'], focus: null }, many, 'en');
    expect(request.items).toHaveLength(10);
    expect(request.items[0]!.id).toBe('r0');
    expect(text).toContain('your 10 recipe notes');
  });

  it('says items kept at level 1 are the member’s alone, and offers nothing', () => {
    const { text, request } = vaultReply(passport, [item('b', 'passport', 1)], 'en');
    expect(text).toMatch(
      /^You keep your passport document in your vault at level 1, for you alone/,
    );
    expect(request).toMatchObject({ kind: 'private', items: [], private_count: 1, decision: null });
  });

  it('never offers level 3 (legacy capsules)', () => {
    const { text, request } = vaultReply(passport, [item('c', 'passport', 3)], 'af');
    expect(text).toContain('vlak 3');
    expect(request).toMatchObject({ kind: 'private', items: [], legacy_count: 1 });
  });

  it('says nothing matches, and how to add it', () => {
    const { text, request } = vaultReply(passport, [], 'en');
    expect(text).toMatch(/^I couldn't find your passport in your vault\. Add it on your Vault/);
    expect(request).toMatchObject({ kind: 'none', items: [], private_count: 0 });
  });

  it('sums up the vault as a whole by category, opening nothing', () => {
    const { text, request } = vaultReply(
      { categories: [], focus: null },
      [item('a', 'passport', 2), item('r', 'recipes', 1, 'note'), item('s', 'recipes', 2, 'note')],
      'en',
    );
    expect(text).toMatch(/^Your vault holds your passport document and your 2 recipe notes\./);
    expect(request).toMatchObject({ kind: 'summary', items: [] });
  });

  it.each([
    ['af', /^Dit is in u kluis.*Mag ek u dokument \(paspoort\) vir hierdie antwoord oopmaak\?/],
    [
      'zu',
      /^Lokho kugcinwe ku-Vault yakho.*Ngingavula into yakho eyodwa esigabeni esithi "iphasiphothi"/,
    ],
  ] as const)('asks in %s', (language, expected) => {
    expect(vaultReply(passport, [item('a', 'passport', 2)], language).text).toMatch(expected);
  });

  it('joins two categories looked for in isiZulu with its "na-"', () => {
    const { text } = vaultReply({ categories: ['passport', 'id'], focus: null }, [], 'zu');
    expect(text).toContain(
      'mayelana nesigaba esithi "iphasiphothi" kanye nesigaba esithi "umazisi" ku-Vault yakho',
    );
  });
});

describe('the vault texts in Afrikaans and isiZulu', () => {
  const ENGLISH =
    /\b(the|and|your|you|please|open|vault password|nothing|never|level|items?|document|note|approval)\b/i;
  const SAMPLES = (language: 'af' | 'zu') => {
    const say = vaultTextsIn(language);
    return [
      say.ask(say.items(2, 'passport', 'document')),
      say.alsoPrivate(1),
      say.alsoPrivate(3),
      say.privateOnly(say.items(1, 'recipes', 'note'), 1),
      say.legacyOnly(say.items(2, 'legal', 'document'), 2),
      say.nothing(say.lookedFor('insurance')),
      say.nothing(say.anything),
      say.summary(say.items(1, 'travel', 'preference')),
      say.empty,
    ];
  };

  it.each(['af', 'zu'] as const)('%s has no English word outside the Vault’s name', (language) => {
    for (const text of SAMPLES(language)) {
      expect(
        text.replace(/(?:\b\p{L}{1,4}-)?(?:Vault|Aurum|ID|AI)\b|KI\b/gu, '').match(ENGLISH)?.[0] ??
          null,
        text,
      ).toBeNull();
    }
  });
});
