import type { ResetSession } from '@aurum/shared/life-os/reset';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chat, onboardedMember, setChatClock } from '../../test/chat-fixtures';
import { lifeClient } from '../../test/personas-reset-fixtures';
import { seedProviders } from '../../test/request-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';
import { repliesIn } from './engine/replies/reply-texts';

const say = repliesIn('en');

/**
 * The assistant honours Life OS (issue 29, ADR 064): the active persona changes its tone and
 * suggestions, and while the reset's away note runs it says so and keeps to what was asked.
 */
describe.each(databaseKinds)('the assistant in the member’s persona on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { CHAT_RATE_LIMIT_MESSAGES: '200' } });
    setChatClock(t); // Wednesday 16 January 2030, 10:00 in Johannesburg
    await seedProviders(t);
  });
  afterAll(() => t.close());

  const member = async () => {
    const { session } = await onboardedMember(t);
    return { session, life: lifeClient(t, session) };
  };

  it('focus (the first persona) and rest answer briefly, without follow-up offers', async () => {
    const { session, life } = await member();
    const focused = await chat(t, session, 'Thank you!');
    expect(focused.reply.message).toBe("It's a pleasure, Naledi.");
    const nothing = await chat(t, session, 'What do I have coming up?');
    expect(nothing.reply.message).not.toContain(say.arrangeSomething);

    await life.ok(life.call('POST', '/api/personas/rest/activation'));
    const rested = await chat(t, session, 'thanks so much');
    expect(rested.reply.message).toBe("It's a pleasure, Naledi.");
  });

  it('wellness suggests wellness where it suggests something; power adds a proactive suggestion', async () => {
    const { session, life } = await member();
    await life.ok(life.call('POST', '/api/personas/wellness/activation'));
    const well = await chat(t, session, 'Thank you!');
    expect(well.reply.message).toBe(`It's a pleasure, Naledi. ${say.wellnessOffer}`);

    await life.ok(life.call('POST', '/api/personas/power/activation'));
    const power = await chat(t, session, 'thanks so much');
    expect(power.reply.message).toBe(
      `It's a pleasure, Naledi. ${say.anythingElse} ${say.powerOffer}`,
    );
    const booking = await chat(
      t,
      session,
      'Please book a private chef in Constantia on Friday at 19:00',
    );
    expect(booking.reply.proposals).toHaveLength(1);
    expect(booking.reply.message.endsWith(say.powerOffer)).toBe(true);
  });

  it('while the away note runs, says so first and keeps to what was asked', async () => {
    const { session, life } = await member();
    await life.ok(life.call('POST', '/api/personas/power/activation'));
    const reset = await life.ok<ResetSession>(life.call('POST', '/api/reset/sessions', {}), 201);
    await life.ok(life.call('POST', `/api/reset/sessions/${reset.id}/actions/auto_replies`));

    const thanks = await chat(t, session, 'Thank you!');
    expect(thanks.reply.message).toBe(
      "You're away until 14:00, so I'll keep to what you ask. It's a pleasure, Naledi.",
    );
    // What the member asks is still done: a proposal, and no suggestion added.
    const booking = await chat(
      t,
      session,
      'Please book a private chef in Constantia on Friday at 19:00',
    );
    expect(booking.reply.message).toMatch(
      /^You're away until 14:00, so I'll keep to what you ask\. /,
    );
    expect(booking.reply.proposals).toHaveLength(1);
    expect(booking.reply.message).not.toContain(say.powerOffer);

    // Back early: the power persona's tone returns.
    expect((await life.call('DELETE', '/api/reset/away')).statusCode).toBe(204);
    const back = await chat(t, session, 'What do I have coming up?');
    expect(back.reply.message).not.toMatch(/away/);
    expect(back.reply.message.endsWith(say.powerOffer)).toBe(true);
  });
});
