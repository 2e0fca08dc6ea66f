import { describe, expect, it } from 'vitest';
import { readPartySize } from './party-size';

describe('readPartySize', () => {
  it.each([
    ['Book me a table at The Test Kitchen for 2 tonight at 8pm', 2],
    ['I need a private chef for a dinner party of eight on Saturday', 8],
    ['Dinner for 12 guests in Constantia', 12],
    ['for six instead', 6],
    ["we're four", 4],
    ['a table for two please', 2],
    ['Just me and my wife', 2],
    ['Year-end party for the office, 40 staff, somewhere in Bedfordview', 40],
    ['I want to take 20 clients out on a boat', 20],
    ['Two tickets on Rovos Rail from Pretoria', 2],
    ['the kids are joining so four more, 10 in total', 10],
  ])('%s -> %d', (text, size) => expect(readPartySize(text)).toBe(size));

  it.each([
    'A villa in Camps Bay for 3 nights',
    'A driver for 4 hours tomorrow',
    'Book a chef for 7pm',
    'a car for 2 days',
    'A chef on the 5th',
    'for 8:30',
    'a chef and 2 staff to serve on Saturday',
  ])('%s names no party', (text) => expect(readPartySize(text)).toBeNull());
});
