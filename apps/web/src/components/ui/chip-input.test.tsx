import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChipInput } from './chip-input';

function Harness({ initial = [] as string[], onSubmit = vi.fn() }) {
  const [items, setItems] = useState(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <ChipInput label="Allergies" itemName="allergy" value={items} onChange={setItems} />
    </form>
  );
}

const chips = () => screen.queryAllByRole('listitem').map((item) => item.textContent);

describe('ChipInput', () => {
  it('adds a trimmed item with Enter without submitting the form', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSubmit={onSubmit} />);
    const input = screen.getByLabelText('Allergies');
    await user.type(input, '  Peanuts  {Enter}');
    expect(chips()).toEqual(['Peanuts']);
    expect((input as HTMLInputElement).value).toBe('');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('adds with the + button, which is disabled while the text is blank', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const add = screen.getByRole('button', { name: 'Add allergy' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText('Allergies'), '   ');
    expect((add as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{Enter}');
    expect(chips()).toEqual([]);
    await user.type(screen.getByLabelText('Allergies'), 'Shellfish');
    expect((add as HTMLButtonElement).disabled).toBe(false);
    await user.click(add);
    expect(chips()).toEqual(['Shellfish']);
  });

  it('does not add an item twice, whatever its case', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['Peanuts']} />);
    await user.type(screen.getByLabelText('Allergies'), 'peanuts{Enter}');
    expect(chips()).toEqual(['Peanuts']);
    expect(screen.getByText('peanuts is already in the list')).toBeTruthy();
  });

  it('clears the box after an ignored repeat, so the next item is typed on its own', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Allergies');
    await user.type(input, 'house{Enter}house{Enter}');
    expect((input as HTMLInputElement).value).toBe('');
    expect(screen.getByText('house is already in the list')).toBeTruthy();
    await user.type(input, 'cape-town{Enter}');
    expect(chips()).toEqual(['house', 'cape-town']);
  });

  it('removes an item with the x on its chip and returns focus to the input', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['Peanuts', 'Latex']} />);
    const latex = screen.getAllByRole('listitem')[1]!;
    await user.click(within(latex).getByRole('button', { name: 'Remove Latex' }));
    expect(chips()).toEqual(['Peanuts']);
    expect(document.activeElement).toBe(screen.getByLabelText('Allergies'));
  });
});
