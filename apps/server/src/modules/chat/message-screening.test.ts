import { describe, expect, it } from 'vitest';
import { screenMessage } from './message-screening';

describe('screening a chat message before the assistant reads it', () => {
  it.each([
    'Could we have a chef at our house in Kyalami this Friday at 8pm?',
    'Need a lift to ORTIA tmrw at 5!! Thanks :)',
    'Villa in Camps Bay, 12-14 Dec, sleeps 8 - budget R80 000/night',
    'My email is naledi@example.co.za, see https://example.co.za/brief',
    "I'm allergic to peanuts & shellfish; please tell the chef",
  ])('lets an ordinary member message through: %s', (text) => {
    expect(screenMessage(text)).toBeNull();
  });

  it.each([
    ['<script>alert(1)</script>', 'markup or script'],
    ['hello <img src=x onerror=alert(1)>', 'markup or script'],
    ['click javascript:alert(document.cookie)', 'markup or script'],
    ["' OR '1'='1", 'query injection'],
    ['1; DROP TABLE service_requests', 'query injection'],
    ['hi\u0000there', 'control characters'],
  ])('fails security validation: %s', (text, reason) => {
    expect(screenMessage(text)).toEqual({ kind: 'security', reason });
  });

  it.each([
    ['aaaaaaaaaaaaaaaaaaaaaaaa', 'repeated characters'],
    ['see http://a.example http://b.example http://c.example', 'many links'],
    ['CLICK HERE for free money', 'spam phrase'],
    ['$$$ ### !!! ??? *** %%% ^^^ &&&', 'symbols'],
    ['I NEED THE CHEAPEST DRIVER IN THE WHOLE WORLD RIGHT NOW', 'shouting'],
    ['buy buy buy buy buy buy buy buy buy buy buy buy buy buy buy buy now', 'repeated words'],
  ])('flags spam-like content: %s', (text, reason) => {
    expect(screenMessage(text)).toEqual({ kind: 'spam', reason });
  });
});
