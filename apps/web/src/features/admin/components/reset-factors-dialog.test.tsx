import type { AdminMember } from '@aurum/shared/admin/members-contract';
import { TWO_FACTOR_TEXTS } from '@aurum/shared/auth/two-factor-texts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { jsonResponse, mockFetch } from '../../../testing/fetch-mock';
import { authValue, renderAt } from '../../../testing/render';
import { ResetFactorsDialog } from './reset-factors-dialog';

afterEach(() => vi.unstubAllGlobals());

const MEMBER = {
  id: '8d0c9a52-0000-4000-8000-000000000009',
  name: 'Lerato Mokoena',
  email: 'lerato@aurum.test',
} as AdminMember;

describe('ResetFactorsDialog', () => {
  it("names the member and resets only once staff typed the member's e-mail", async () => {
    const { calls } = mockFetch(() => jsonResponse(200, { reset: true }));
    const user = userEvent.setup();
    renderAt(<ResetFactorsDialog member={MEMBER} />, { auth: authValue() });
    render(<Toaster />);
    await user.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.staffReset }));
    const dialog = await screen.findByRole('dialog', {
      name: TWO_FACTOR_TEXTS.staffResetTitle('Lerato Mokoena'),
    });
    const field = within(dialog).getByLabelText(TWO_FACTOR_TEXTS.staffResetConfirmLabel);
    await user.type(field, 'someone@aurum.test');
    await user.click(within(dialog).getByRole('button', { name: TWO_FACTOR_TEXTS.staffReset }));
    expect(await within(dialog).findByText(TWO_FACTOR_TEXTS.staffResetMismatch)).toBeTruthy();
    expect(calls()).toHaveLength(0);
    await user.clear(field);
    await user.type(field, 'Lerato@aurum.test');
    await user.click(within(dialog).getByRole('button', { name: TWO_FACTOR_TEXTS.staffReset }));
    expect(await screen.findByText(TWO_FACTOR_TEXTS.staffResetDone('Lerato Mokoena'))).toBeTruthy();
    expect(calls()[0]).toMatchObject({
      url: `/api/admin/members/${MEMBER.id}/factors/reset`,
      method: 'POST',
      body: { confirm_email: 'Lerato@aurum.test' },
    });
  });
});
