import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent, DialogTitle } from './dialog';
import { DialogFormActions, type DialogFormActionsProps } from './dialog-form-actions';

function FormInDialog(props: Omit<DialogFormActionsProps, 'submitLabel' | 'busyLabel'>) {
  const [open, setOpen] = useState(true);
  const onSubmit = vi.fn();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent aria-describedby={undefined}>
        <DialogTitle>Add Event</DialogTitle>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <DialogFormActions {...props} busyLabel="Saving..." submitLabel="Add Event" />
        </form>
      </DialogContent>
    </Dialog>
  );
}

describe('DialogFormActions', () => {
  it('submits the form, and Cancel closes the dialog', async () => {
    render(<FormInDialog busy={false} />);
    const submit = screen.getByRole('button', { name: 'Add Event' });
    expect(submit.getAttribute('type')).toBe('submit');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says it is busy and cannot be sent twice; Cancel stays unless told otherwise', () => {
    const { rerender } = render(<FormInDialog busy />);
    expect((screen.getByRole('button', { name: 'Saving...' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    rerender(<FormInDialog busy cancelWhileBusy onCancel={() => undefined} />);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('keeps submit disabled while the form is incomplete, and calls its own Cancel', async () => {
    const onCancel = vi.fn();
    render(<FormInDialog busy={false} incomplete onCancel={onCancel} cancelLabel="Close" />);
    expect((screen.getByRole('button', { name: 'Add Event' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
