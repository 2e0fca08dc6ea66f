import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DotSeparated } from './dot-separated';

const line = (parts: Parameters<typeof DotSeparated>[0]['parts']) =>
  render(
    <p>
      <DotSeparated parts={parts} />
    </p>,
  ).container.textContent;

describe('DotSeparated', () => {
  it('puts " · " between the parts that are present, never at an end or twice (issue 24)', () => {
    expect(line(['ops@shield.example.co.za', '+27 11 555 0102', 'R 5 000 per night'])).toBe(
      'ops@shield.example.co.za · +27 11 555 0102 · R 5 000 per night',
    );
    // A provider without a phone or a price: no dangling " ·".
    expect(line(['ops@shield.example.co.za', null, ''])).toBe('ops@shield.example.co.za');
    expect(line(['Cape Town', '  ', undefined, false, 'New'])).toBe('Cape Town · New');
    expect(line([null, 'Cape Town'])).toBe('Cape Town');
  });
});
