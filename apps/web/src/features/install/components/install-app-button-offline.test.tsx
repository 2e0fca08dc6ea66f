import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast';
import { INSTALL_DIALOG_UNAVAILABLE, InstallAppButton } from './install-app-button';

// The dialog's chunk cannot be fetched, as when the member is offline and never opened it before.
vi.mock('./install-dialog', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

it('says the dialog could not open when its code cannot be fetched, and keeps the page', async () => {
  const error = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
  render(<InstallAppButton />);
  const button = screen.getByRole('button', { name: 'Install App' });
  await userEvent.click(button);
  await vi.waitFor(() =>
    expect(error).toHaveBeenCalledWith(INSTALL_DIALOG_UNAVAILABLE.title, {
      description: INSTALL_DIALOG_UNAVAILABLE.description,
    }),
  );
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(button.getAttribute('aria-expanded')).toBe('false');
});
