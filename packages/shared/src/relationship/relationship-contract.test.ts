import { describe, expect, it } from 'vitest';
import {
  ideaChangeSchema,
  ideaFormSchema,
  ideaInputSchema,
  partnerInviteSchema,
  RELATIONSHIP_TEXTS,
  sharedEventInputSchema,
} from './relationship-contract';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the relationship contract', () => {
  it("answers an empty partner e-mail with the spec's text and a wrong one with a clear one", () => {
    for (const email of [undefined, '', '   ']) {
      expect(firstMessage(partnerInviteSchema.safeParse({ email }))).toBe(
        RELATIONSHIP_TEXTS.emailRequiredDescription,
      );
    }
    for (const email of ['sipho', 'sipho@home', 'si pho@example.co.za']) {
      expect(firstMessage(partnerInviteSchema.safeParse({ email }))).toBe(
        RELATIONSHIP_TEXTS.emailInvalid,
      );
    }
    expect(partnerInviteSchema.parse({ email: ' Sipho@Example.CO.ZA ' })).toEqual({
      email: 'sipho@example.co.za',
      relationship_type: 'partner',
    });
  });

  it('keeps the spec option lists for events and ideas', () => {
    const event = { title: 'Dinner', date: '2026-12-12', category: 'quality_time' };
    expect(sharedEventInputSchema.parse(event)).toMatchObject({ status: 'planned', time: '' });
    expect(sharedEventInputSchema.safeParse({ ...event, category: 'party' }).success).toBe(false);
    const idea = { title: 'Picnic', category: 'gesture', effort_level: 'high' };
    expect(ideaInputSchema.parse({ ...idea, tags: ['Wine', ' wine '] })).toMatchObject({
      budget_rand: null,
      is_seasonal: false,
      tags: ['wine'],
    });
    expect(ideaInputSchema.safeParse({ ...idea, effort_level: 'extreme' }).success).toBe(false);
    // A change names only what changes: no default fills the rest in.
    expect(ideaChangeSchema.parse({ title: 'Picnic at sunset' })).toEqual({
      title: 'Picnic at sunset',
    });
    expect(ideaFormSchema.parse({ ...idea, tags: ' Wine, wine ,beach,' }).tags).toEqual([
      'wine',
      'beach',
    ]);
  });
});
