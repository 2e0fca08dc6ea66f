import { describe, expect, it } from 'vitest';
import { byQuestion, highlightParts } from './vault-highlight';

const marked = (text: string, focus: 'dates' | 'numbers') =>
  highlightParts(text, focus)
    .filter((part) => part.marked)
    .map((part) => part.text);

describe('the part of a vault item that answers the question', () => {
  it('marks dates for "when does it expire"', () => {
    expect(
      marked('Issued 2021-03-04, expires 12 May 2031 (renew by March 2031 or 01/02/2031)', 'dates'),
    ).toEqual(['2021-03-04', '12 May 2031', 'March 2031', '01/02/2031']);
    expect(marked('Verval op 3 Desember 2030', 'dates')).toEqual(['3 Desember 2030']);
  });

  it('marks numbers and codes for "what is my number"', () => {
    expect(marked('Passport A12345678, file ref 2020-ZA, gate 4471, Cape Town', 'numbers')).toEqual(
      ['A12345678', '2020-ZA', '4471'],
    );
  });

  it('keeps the text whole and in order', () => {
    const text = 'Expires 12 May 2031.';
    expect(
      highlightParts(text, 'dates')
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
    expect(highlightParts(text, null)).toEqual([{ text, marked: false }]);
  });
});

describe('items ordered by the member’s words', () => {
  const item = (title: string, content = '') => ({ title, description: null, content, tags: [] });

  it('puts the item naming the words asked first, else keeps the order', () => {
    const items = [
      item('Malva pudding'),
      item('Bobotie', 'Gran’s bobotie with raisins'),
      item('Koeksisters'),
    ];
    expect(byQuestion(items, 'my recipe for bobotie').map((i) => i.title)).toEqual([
      'Bobotie',
      'Malva pudding',
      'Koeksisters',
    ]);
    expect(byQuestion(items, 'what recipes do I have').map((i) => i.title)).toEqual([
      'Malva pudding',
      'Bobotie',
      'Koeksisters',
    ]);
  });
});
