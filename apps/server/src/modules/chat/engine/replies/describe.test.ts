import { describe, expect, it } from 'vitest';
import {
  listText,
  newRequestText,
  partyText,
  serviceName,
  statusText,
  whenText,
  yourRequestText,
} from './describe';

describe('the pieces of a reply in the member language', () => {
  it('names services in each language', () => {
    expect(serviceName('private_chef', 'en')).toBe('Private Chef');
    expect(serviceName('private_chef', 'af')).toBe('Privaat Sjef');
    expect(serviceName('private_chef', 'zu')).toBe('Ushefu Ozimele');
    expect(serviceName('other', 'af', true)).toBe('restauranttafel');
  });

  it('writes days and times with Intl weekday and month names', () => {
    expect(whenText('2026-11-28', '19:00', 'en')).toBe(' on Saturday, 28 November 2026 at 19:00');
    expect(whenText('2026-11-28', '19:00', 'af')).toBe(' op Saterdag 28 November 2026 om 19:00');
    expect(whenText('2026-11-28', '19:00', 'zu')).toBe(' ngoMgqibelo, 28 Novemba 2026 ngo-19:00');
    expect(whenText('2026-11-29', null, 'zu')).toBe(' ngeSonto, 29 Novemba 2026');
    expect(whenText(null, '08:00', 'af')).toBe(' om 08:00');
    expect(whenText(null, null, 'zu')).toBe('');
  });

  it('joins lists with "and", "en" and the isiZulu "na-" merged into the last word', () => {
    expect(listText(['a', 'b', 'c'], 'en')).toBe('a, b and c');
    expect(listText(['a', 'b'], 'af')).toBe('a en b');
    expect(listText(['isicelo', 'umshayeli'], 'zu')).toBe('isicelo kanye nomshayeli');
    expect(listText(['isicelo', 'izidingo'], 'zu')).toBe('isicelo kanye nezidingo');
    expect(listText(['X', 'Aurum'], 'zu')).toBe('X kanye ne-Aurum');
    expect(listText(['only'], 'zu')).toBe('only');
  });

  it('says the party size', () => {
    expect(partyText(4, 'en')).toBe('for 4 people');
    expect(partyText(1, 'af')).toBe('vir 1 persoon');
    expect(partyText(6, 'zu')).toBe('kwabantu abangu-6');
  });

  it('names new and existing requests and their status', () => {
    const chef = {
      type: 'private_chef' as const,
      location: 'Umhlanga',
      date: '2026-11-28',
      time: '19:00',
    };
    expect(newRequestText(chef, 'en')).toBe(
      'a Private Chef in Umhlanga on Saturday, 28 November 2026 at 19:00',
    );
    expect(newRequestText(chef, 'af')).toBe(
      "'n Privaat Sjef in Umhlanga op Saterdag 28 November 2026 om 19:00",
    );
    expect(newRequestText(chef, 'zu')).toBe(
      'Ushefu Ozimele e-Umhlanga ngoMgqibelo, 28 Novemba 2026 ngo-19:00',
    );
    expect(yourRequestText(chef, 'zu')).toBe(
      'isicelo sakho (Ushefu Ozimele) sangoMgqibelo, 28 Novemba 2026 e-Umhlanga',
    );
    expect(statusText('Confirmed', 'af')).toBe('bevestig');
    expect(statusText('Cancelled', 'zu')).toBe('sikhanseliwe');
  });
});
