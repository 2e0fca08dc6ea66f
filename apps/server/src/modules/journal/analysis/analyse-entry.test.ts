import { describe, expect, it } from 'vitest';
import { analyseEntry } from './analyse-entry';

const read = (text: string) => analyseEntry(text);

describe('analyseEntry', () => {
  it('reads an empty or wordless entry as 5 on every dimension, with no insights or themes', () => {
    for (const text of ['', '   ', '...', '\n\n']) {
      expect(read(text)).toEqual({ mood: 5, energy: 5, stress: 5, insights: [], themes: [] });
    }
    expect(read('The meeting is at ten.')).toMatchObject({ mood: 5, energy: 5, stress: 5 });
  });

  it('answers whole numbers from 1 to 10, even for long and extreme entries', () => {
    const extremes = [
      'Anxious, overwhelmed, panicking, burnt out, exhausted and furious. '.repeat(40),
      'Stoked! Buzzing! Full of energy, so happy, calm and grateful! '.repeat(40),
      'not not not never nie nooit so very really a bit slightly',
    ];
    for (const text of extremes) {
      const analysis = read(text);
      for (const score of [analysis.mood, analysis.energy, analysis.stress]) {
        expect(Number.isInteger(score)).toBe(true);
        expect(score).toBeGreaterThanOrEqual(1);
        expect(score).toBeLessThanOrEqual(10);
      }
    }
  });

  it('reads "anxious and overwhelmed" as low mood and high stress, not neutral', () => {
    const analysis = read('Anxious and overwhelmed.');
    expect(analysis.mood).toBeLessThanOrEqual(4);
    expect(analysis.stress).toBeGreaterThanOrEqual(7);
  });

  it('gives stress and energy their own vocabulary', () => {
    expect(read("Deadlines everywhere and I can't sleep.").stress).toBeGreaterThanOrEqual(7);
    expect(read('Exhausted and drained, running on empty.').energy).toBeLessThanOrEqual(4);
    expect(read('Burnt out.').energy).toBeLessThanOrEqual(4);
    expect(read('Woke up energised and buzzing.').energy).toBeGreaterThanOrEqual(7);
    expect(read('A calm, rested, peaceful morning.').stress).toBeLessThanOrEqual(4);
  });

  it('reads negation: "not bad at all", "not stressed", "never felt calmer", "never been this stressed"', () => {
    expect(read('Not bad at all.').mood).toBeGreaterThanOrEqual(7);
    expect(read('Bad.').mood).toBeLessThanOrEqual(4);
    expect(read('Not stressed.').stress).toBeLessThanOrEqual(4);
    expect(read('Never felt calmer.').stress).toBeLessThanOrEqual(4);
    expect(read('Never been this stressed.').stress).toBeGreaterThanOrEqual(7);
    expect(read('I am not happy.').mood).toBeLessThan(read('I am happy.').mood);
    expect(read("I couldn't sleep at all.").energy).toBeLessThanOrEqual(4);
  });

  it('does not let a negation reach across a comma or past three words', () => {
    expect(read('No phone, calm and happy.').mood).toBeGreaterThanOrEqual(7);
    expect(read('Not that I mind, but we were very happy.').mood).toBeGreaterThanOrEqual(7);
  });

  it('reads intensifiers and downtoners', () => {
    expect(read('So tired.').energy).toBeLessThan(read('Tired.').energy);
    expect(read('Really stressed.').stress).toBeGreaterThanOrEqual(read('Stressed.').stress);
    expect(read('Slightly stressed.').stress).toBeLessThan(read('Stressed.').stress);
    expect(read('A bit tired.').energy).toBeGreaterThan(read('Tired.').energy);
  });

  it('weighs the part after "but" more for the mood', () => {
    expect(read('Tired but really happy with the day.').mood).toBeGreaterThanOrEqual(7);
    expect(read('Lovely lunch but the rest of the day was awful.').mood).toBeLessThanOrEqual(4);
  });

  it('reads South African English', () => {
    expect(read('Lekker braai, everyone was stoked.').mood).toBeGreaterThanOrEqual(7);
    expect(read('Gatvol. Load shedding again.').mood).toBeLessThanOrEqual(4);
    expect(read('Gatvol. Load shedding again.').stress).toBeGreaterThanOrEqual(7);
    expect(read('Babalas after the jol.').energy).toBeLessThanOrEqual(4);
    expect(read('Eish, eina.').mood).toBeLessThanOrEqual(4);
    expect(read('Shame, the little one.').mood).toBe(5);
  });

  it('reads Afrikaans, with its negation', () => {
    expect(read('Ek is so moeg.').energy).toBeLessThanOrEqual(4);
    expect(read('Ek is baie gelukkig.').mood).toBeGreaterThanOrEqual(7);
    expect(read('Ek is gestres en bekommerd.').stress).toBeGreaterThanOrEqual(7);
    expect(read('Rustig en ontspanne.').stress).toBeLessThanOrEqual(4);
    expect(read('Hartseer en kwaad.').mood).toBeLessThanOrEqual(4);
    expect(read('Uitgeput.').energy).toBeLessThanOrEqual(4);
    expect(read('Ek is nie gestres nie.').stress).toBeLessThanOrEqual(4);
    expect(read('Die see was pragtig.').mood).toBeGreaterThanOrEqual(7);
  });

  it('names the themes of the entry', () => {
    expect(read('Board meeting, then the school run and a braai with friends.').themes).toEqual([
      'work',
      'family',
      'food',
      'friends',
    ]);
    expect(read('Load shedding and the generator died.').themes).toEqual(['load shedding']);
    expect(read('Ek is bekommerd oor geld en die kinders.').themes).toEqual(['money', 'family']);
  });

  it('says in a few warm sentences what weighs on the member and what lifts them', () => {
    const stressed = read('Work is a nightmare, deadlines everywhere. I cannot sleep.');
    expect(stressed.insights[0]).toBe('There is a good deal of pressure in these lines.');
    expect(stressed.insights).toContain('Work seems to be weighing on you.');
    const bright = read('Such a lovely, relaxed afternoon with my sister and the kids.');
    expect(bright.insights).toContain('Time with family seems to lift you.');
    for (const text of ['Tired.', 'Anxious about money, my son and work. Exhausted.']) {
      const { insights } = read(text);
      expect(insights.length).toBeGreaterThan(0);
      expect(insights.length).toBeLessThanOrEqual(4);
    }
  });
});
