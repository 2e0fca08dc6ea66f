import { formatScore } from '@aurum/shared/journal/journal-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chat, onboardedMember, setChatClock } from '../../test/chat-fixtures';
import { journalClient } from '../../test/journal-fixtures';
import { payInSandbox } from '../../test/membership-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../../test/test-app';

/**
 * "How have I been this week?" in the chat answers from the journal's own numbers (the Trends
 * tab's, through the journal's face), and three low readings in a row offer a person where the
 * tier allows one (issue 28, mood-aware concierge).
 */
describe.each(databaseKinds)('the assistant on the member’s mood on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { env: { CHAT_RATE_LIMIT_MESSAGES: '200' } });
    setChatClock(t);
  });
  afterAll(() => t.close());

  it('says there is nothing to tell before the first reading', async () => {
    const { session } = await onboardedMember(t);
    const { reply } = await chat(t, session, 'How have I been this week?');
    expect(reply.message).toMatch(/no mood readings from you this week yet/);
    expect(reply.offers_human).toBe(false);
  });

  it('answers with the week the Trends tab shows, and only the member’s own', async () => {
    const { session } = await onboardedMember(t);
    const other = await onboardedMember(t);
    const journal = journalClient(t, session);
    await journal.checkIn({ mood: 8, energy: 7, stress: 3, activities: ['exercise'] });
    await journal.checkIn({ mood: 5, energy: 6, stress: 4, activities: [] });
    await journalClient(t, other.session).checkIn({ mood: 1, activities: [] });
    const { week } = await journal.trends();
    const { reply } = await chat(t, session, 'how have I been this week?');
    expect(reply.message).toContain(
      `averaged ${formatScore(week.mood!)} out of 10 over 2 readings`,
    );
    expect(reply.message).toContain(`energy averaged ${formatScore(week.energy!)}`);
    expect(reply.proposals).toEqual([]);
  });

  it('offers a person after three low readings where the tier allows, a gentle word where not', async () => {
    const trial = await onboardedMember(t);
    const gold = await onboardedMember(t);
    await payInSandbox(t, gold.session, 'gold');
    for (const member of [trial, gold]) {
      for (const mood of [3, 2, 3]) {
        await journalClient(t, member.session).checkIn({ mood, activities: [] });
      }
    }
    const onTrial = await chat(t, trial.session, 'How was my week?');
    expect(onTrial.reply.message).toMatch(/last few readings have been low/);
    expect(onTrial.reply.offers_human).toBe(false);
    const onGold = await chat(t, gold.session, 'How was my week?');
    expect(onGold.reply.message).toMatch(/one of our team is here for you/);
    expect(onGold.reply.offers_human).toBe(true);
  });
});
