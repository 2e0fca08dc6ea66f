import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Input } from './input';

/** The classes of the field that draw its focus ring. */
const ringClasses = (field: HTMLElement) =>
  field.className.split(/\s+/).filter((name) => /(^|:)(outline|border-gold)/.test(name));

describe('Input', () => {
  // jsdom draws nothing: the browser check is e2e/tests/keyboard.spec.ts, which tabs through a
  // date field's picker button. Here: the ring is tied to the focus being in the field, the one
  // state Chromium gives a date or time field while its picker button has the focus (ADR 081).
  it('draws its focus ring while the focus is within it, picker button included', () => {
    render(<Input aria-label="Preferred Date" type="date" />);
    const ring = ringClasses(screen.getByLabelText('Preferred Date'));
    expect(ring.length).toBeGreaterThan(0);
    for (const name of ring) expect(name).toMatch(/^focus-within:/);
  });
});
