import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('turns http and https URLs into links and keeps the text around them', () => {
    expect(linkify('Confirm: https://aurum.test/auth/v1/verify?token=abc&type=signup now')).toEqual(
      [
        { kind: 'text', text: 'Confirm: ' },
        { kind: 'link', href: 'https://aurum.test/auth/v1/verify?token=abc&type=signup' },
        { kind: 'text', text: ' now' },
      ],
    );
  });

  it('leaves sentence punctuation and an unmatched bracket outside the link', () => {
    expect(linkify('(see http://localhost:3000/a.)')).toEqual([
      { kind: 'text', text: '(see ' },
      { kind: 'link', href: 'http://localhost:3000/a' },
      { kind: 'text', text: '.)' },
    ]);
  });

  it('never links other schemes', () => {
    expect(linkify('javascript:alert(1) and mailto:x@y.za')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) and mailto:x@y.za' },
    ]);
  });
});
