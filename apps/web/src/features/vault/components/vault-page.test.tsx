import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VAULT_PASSWORD_TEXTS } from '@aurum/shared/vault/vault-password';
import { describe, expect, it } from 'vitest';
import { renderVault, serveVault } from '../../../testing/vault-test-server';

const MARKER = 'ZebraMarker-7731';

describe('the vault', () => {
  it('sets a password, stores an encrypted note, locks, refuses a wrong password and reopens', async () => {
    const { stored } = serveVault();
    const user = userEvent.setup();
    renderVault();

    // A password below Good on the strength meter is refused before anything is stored.
    const password = await screen.findByLabelText('Vault password');
    await user.type(password, 'riverstone');
    await user.type(screen.getByLabelText('Confirm vault password'), 'riverstone');
    await user.click(screen.getByRole('button', { name: 'Create Vault' }));
    expect(screen.getByText(VAULT_PASSWORD_TEXTS.tooWeak)).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(stored.keyring).toBeNull();

    await user.clear(password);
    await user.type(password, 'river-stone-42');
    expect(screen.queryByText(VAULT_PASSWORD_TEXTS.tooWeak)).toBeNull();
    const confirm = screen.getByLabelText('Confirm vault password');
    await user.clear(confirm);
    await user.type(confirm, 'river-stone-42');
    await user.click(screen.getByRole('button', { name: 'Create Vault' }));
    expect(
      await screen.findByRole('button', { name: /Lock Vault/ }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(stored.keyring?.iterations).toBe(600_000);

    await user.click(screen.getByRole('tab', { name: 'Vault' }));
    await user.click(await screen.findByRole('button', { name: /Add to Vault/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('tab', { name: 'Note' }));
    await user.type(within(dialog).getByLabelText(/Title/), `Safe combination ${MARKER}`);
    await user.type(within(dialog).getByLabelText(/^Note/), `Left 3, right 7 ${MARKER}`);
    await user.selectOptions(within(dialog).getByLabelText(/Category/), 'passwords');
    await user.click(within(dialog).getByRole('button', { name: 'Add to Vault' }));
    expect(
      await screen.findByText(`Safe combination ${MARKER}`, {}, { timeout: 5000 }),
    ).toBeTruthy();

    // The server got ciphertext only: plain category and type, nothing readable.
    expect(stored.items).toHaveLength(1);
    expect(JSON.stringify(stored.items)).not.toContain(MARKER);
    expect(stored.items[0]).toMatchObject({ itemType: 'note', category: 'passwords' });

    // Usable once the closed dialog has given back focus and pointer events.
    await user.click(await screen.findByRole('button', { name: /Lock Vault/ }));
    expect(screen.queryByText(`Safe combination ${MARKER}`)).toBeNull();
    await user.type(await screen.findByLabelText('Vault password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Unlock Vault' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unlock Vault' })).toBeTruthy());
    expect(screen.queryByRole('button', { name: /Lock Vault/ })).toBeNull();

    // The wrong password is focused and selected: typing the right one replaces it.
    const field = screen.getByLabelText<HTMLInputElement>('Vault password');
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 'wrong-password'.length]);
    await user.keyboard('river-stone-42{Enter}');
    await user.click(await screen.findByRole('tab', { name: 'Vault' }, { timeout: 10_000 }));
    expect(await screen.findByText(`Safe combination ${MARKER}`)).toBeTruthy();
  }, 60_000);

  it('changes the vault password: the current one is checked, then only the new one unlocks', async () => {
    const { stored } = serveVault();
    const user = userEvent.setup();
    renderVault();
    await user.type(await screen.findByLabelText('Vault password'), 'first-pass-1');
    await user.type(screen.getByLabelText('Confirm vault password'), 'first-pass-1');
    await user.click(screen.getByRole('button', { name: 'Create Vault' }));
    await user.click(
      await screen.findByRole('button', { name: /Change Password/ }, { timeout: 10_000 }),
    );
    const before = stored.keyring!;
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Current vault password'), 'not-it');
    const next = within(dialog).getByLabelText('New vault password');
    await user.type(next, 'abcd');
    await user.type(within(dialog).getByLabelText('Confirm new vault password'), 'second-pass-2');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(within(dialog).getByText(VAULT_PASSWORD_TEXTS.tooWeak)).toBeTruthy();
    expect(stored.keyring).toBe(before);
    await user.clear(next);
    await user.type(next, 'second-pass-2');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(
      await within(dialog).findByText(
        'That is not your current vault password.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(stored.keyring).toBe(before);

    const current = within(dialog).getByLabelText('Current vault password');
    await user.clear(current);
    await user.type(current, 'first-pass-1');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
    expect(stored.keyring!.wrappedKey).not.toBe(before.wrappedKey);
    expect(stored.keyring!.salt).not.toBe(before.salt);

    // Usable once the closed dialog has given back focus and pointer events.
    await user.click(await screen.findByRole('button', { name: /Lock Vault/ }));
    await user.type(await screen.findByLabelText('Vault password'), 'first-pass-1{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unlock Vault' })).toBeTruthy());
    const field = screen.getByLabelText('Vault password');
    await user.clear(field);
    await user.type(field, 'second-pass-2{Enter}');
    expect(
      await screen.findByRole('button', { name: /Lock Vault/ }, { timeout: 10_000 }),
    ).toBeTruthy();
  }, 60_000);

  it('keeps Unlock Vault disabled while the password is blank', async () => {
    serveVault({
      keyring: {
        kdf: 'PBKDF2-SHA256',
        iterations: 600_000,
        salt: 'AAAAAAAAAAAAAAAAAAAAAA==',
        wrappedKey: 'AAAA',
        verifier: 'AAAA',
        biometric: [],
      },
      items: [],
      files: new Map(),
    });
    renderVault();
    const button = await screen.findByRole('button', { name: 'Unlock Vault' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('AES-256')).toBeTruthy();
    expect(screen.getByText('Zero Knowledge')).toBeTruthy();
  });
});
