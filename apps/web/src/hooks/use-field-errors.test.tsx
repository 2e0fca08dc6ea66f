import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FormField } from '../components/ui/form-field';
import { useFieldErrors } from './use-field-errors';

/** A form whose server refuses whatever it is sent, for both fields. */
function Harness() {
  const [city, setCity] = useState('Durbn');
  const [date, setDate] = useState('2020-01-01');
  const { errors, refuse } = useFieldErrors({ city, date });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void Promise.resolve().then(() =>
          refuse({ city: 'Choose a known city.', date: 'Choose a date in the future.' }),
        );
      }}
    >
      <FormField
        label="City"
        value={city}
        error={errors.city}
        onChange={(e) => setCity(e.target.value)}
      />
      <FormField
        label="Date"
        value={date}
        error={errors.date}
        onChange={(e) => setDate(e.target.value)}
      />
      <button type="button" onClick={() => setDate('2030-06-01')}>
        In a few years
      </button>
      <button type="submit">Save</button>
    </form>
  );
}

describe('useFieldErrors', () => {
  it('shows the refused errors and clears only the one whose field changes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a known city.')).toBeTruthy();
    expect(screen.getByText('Choose a date in the future.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'In a few years' }));
    expect(screen.queryByText('Choose a date in the future.')).toBeNull();
    expect(screen.getByLabelText('Date').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Choose a known city.')).toBeTruthy();

    await user.type(screen.getByLabelText('City'), 'a');
    expect(screen.queryByText('Choose a known city.')).toBeNull();
  });

  it('shows the error again when the field goes back to the refused value', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Choose a known city.');
    await user.type(screen.getByLabelText('City'), 'x');
    expect(screen.queryByText('Choose a known city.')).toBeNull();
    await user.type(screen.getByLabelText('City'), '{Backspace}');
    expect(screen.getByText('Choose a known city.')).toBeTruthy();
  });
});
