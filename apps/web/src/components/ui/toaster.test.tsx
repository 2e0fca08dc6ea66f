// Runs isolated (ADR 086): it counts on app modules that no other test file has loaded yet.
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from '../../lib/toast';
import { Toaster } from './toaster';

describe('toast', () => {
  it('shows a toast raised before the Toaster is there once it is, and keeps the order of calls', async () => {
    toast.error('Payment Failed', { description: 'The card was declined.' });
    toast.dismiss();
    toast.success('Booking requested');
    render(<Toaster />);
    expect(await screen.findByText('Booking requested')).toBeTruthy();
    // Dismissed before it could show: gone once its exit has run.
    await waitFor(() => expect(screen.queryByText('Payment Failed')).toBeNull());
  });
});
