import { describe, expect, it } from 'vitest';
import { ownGuidance } from './own-guidance';

const text = (guidance: ReturnType<typeof ownGuidance>) =>
  [guidance.summary, ...guidance.steps].join('\n');

describe("Aurum's own conflict guidance", () => {
  it('always covers a soft start-up, repair attempts and a break when flooded', () => {
    const guidance = ownGuidance('Chores', ['The dishes pile up.', 'I cook every night.']);
    expect(text(guidance)).toMatch(/start softly/i);
    expect(text(guidance)).toMatch(/repair attempts/i);
    expect(text(guidance)).toMatch(/flooded/i);
    expect(guidance.steps.at(-1)).toMatch(/one small, concrete agreement/);
  });

  it('puts the pause first when either side describes a heated moment', () => {
    const calm = ownGuidance('Money', ['We never plan a budget.', 'I feel watched.']);
    const heated = ownGuidance('Money', ['He yelled at me about the card.', 'I lost my temper.']);
    expect(calm.steps[0]).toMatch(/start softly/i);
    expect(heated.steps[0]).toMatch(/pause of at least 20 minutes/);
  });

  it('addresses both alike: the same guidance whichever order the sides come in', () => {
    const one = ownGuidance('Weekends', ['He always plays golf.', 'She never lets me rest.']);
    const other = ownGuidance('Weekends', ['She never lets me rest.', 'He always plays golf.']);
    expect(one).toEqual(other);
    expect(text(one)).not.toMatch(/\b(he|she|his|her|fault|blame|is wrong|are wrong)\b/i);
    expect(text(one)).toMatch(/each of you|you both/i);
  });
});
