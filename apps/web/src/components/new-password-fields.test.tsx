import { newPasswordFormSchema } from '@aurum/shared/auth/account-contract';
import { RECOVERY_TEXTS } from '@aurum/shared/auth/auth-messages';
import { VALIDATION_MESSAGES } from '@aurum/shared/auth/auth-contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { NewPasswordFields } from './new-password-fields';

function Form({ withConfirm, onValid }: { withConfirm?: boolean; onValid: () => void }) {
  const form = useForm({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirm: '' },
  });
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <NewPasswordFields form={form} withConfirm={withConfirm} />
      <button type="submit">Save</button>
    </form>
  );
}

// Typing whole passwords on a busy test machine takes a while.
describe('NewPasswordFields', { timeout: 20_000 }, () => {
  it('asks twice, shows the strength once typing starts, and holds the rules and the match', async () => {
    const onValid = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<Form onValid={onValid} />);
    const password = screen.getByLabelText(RECOVERY_TEXTS.newPassword);
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    expect(screen.queryByText(/Strength:/)).toBeNull();

    await user.type(password, 'weakpass');
    expect(screen.getByText(/Strength:/)).toBeTruthy();
    expect(password.getAttribute('aria-describedby')).toContain(screen.getByText(/Strength:/).id);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(VALIDATION_MESSAGES.passwordUppercase)).toBeTruthy();

    await user.clear(password);
    await user.type(password, 'Harbour-Lights-77#');
    await user.type(screen.getByLabelText(RECOVERY_TEXTS.confirmPassword), 'Harbour-Lights-78#');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(RECOVERY_TEXTS.passwordsDiffer)).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(RECOVERY_TEXTS.confirmPassword));
    await user.type(screen.getByLabelText(RECOVERY_TEXTS.confirmPassword), 'Harbour-Lights-77#');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
  });

  it('asks once when the form has no confirmation (sign-up)', () => {
    render(<Form withConfirm={false} onValid={vi.fn()} />);
    expect(screen.getByLabelText(RECOVERY_TEXTS.newPassword)).toBeTruthy();
    expect(screen.queryByLabelText(RECOVERY_TEXTS.confirmPassword)).toBeNull();
  });
});
