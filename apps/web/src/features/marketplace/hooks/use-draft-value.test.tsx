import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useDraftText } from './use-draft-value';

/** A search box whose committed text reaches its owner (the address) only after `lagMs`. */
function LaggingSearch({ lagMs, initial = '' }: { lagMs: number; initial?: string }) {
  const [value, setValue] = useState(initial);
  const [text, setText] = useDraftText(value, (committed) => {
    setTimeout(() => setValue(committed), lagMs);
  });
  return (
    <>
      <input aria-label="Search" value={text} onChange={(event) => setText(event.target.value)} />
      <output aria-label="Address">{value}</output>
      <button type="button" onClick={() => setValue('')}>
        Clear elsewhere
      </button>
    </>
  );
}

const box = () => screen.getByLabelText<HTMLInputElement>('Search');
const address = () => screen.getByLabelText('Address').textContent;

describe('a search box that owns its text', () => {
  // Real key presses at phone speed; the address lands after the next key press.
  it.each([50, 300, 450, 600])(
    'keeps every key typed %i ms apart while the address lags behind',
    async (delay) => {
      const user = userEvent.setup({ delay });
      render(<LaggingSearch lagMs={200} />);
      await user.type(box(), 'villa');
      expect(box().value).toBe('villa');
      await waitFor(() => expect(address()).toBe('villa'), { timeout: 2000 });
      expect(box().value).toBe('villa');
    },
    // Typing alone takes up to 3 s at 600 ms a key: more than the default 5 s on a busy machine.
    15_000,
  );

  it('follows a change made elsewhere (Clear filters, Back)', async () => {
    const user = userEvent.setup();
    render(<LaggingSearch lagMs={0} initial="sandton" />);
    expect(box().value).toBe('sandton');
    await user.click(screen.getByRole('button', { name: 'Clear elsewhere' }));
    expect(box().value).toBe('');
  });

  it('hands on the trimmed text once typing pauses, and leaves a trailing space alone', async () => {
    const user = userEvent.setup();
    render(<LaggingSearch lagMs={0} />);
    await user.type(box(), 'cape ');
    await waitFor(() => expect(address()).toBe('cape'));
    expect(box().value).toBe('cape ');
  });
});
