import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Dialog, DialogClose, DialogContent, DialogTitle, DialogTrigger } from './dialog';

/** A dialog opened by a plain button that sets `open`, as Add Event and the bell open theirs. */
function OpenedByAButton({ removeOpener = false }: { removeOpener?: boolean }) {
  const [open, setOpen] = useState(false);
  const [openerShown, setOpenerShown] = useState(true);
  return (
    <main>
      <Button>Before</Button>
      {openerShown && <Button onClick={() => setOpen(true)}>Add Event</Button>}
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next && removeOpener) setOpenerShown(false);
        }}
      >
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Add Event</DialogTitle>
          <DialogClose asChild>
            <Button>Cancel</Button>
          </DialogClose>
        </DialogContent>
      </Dialog>
    </main>
  );
}

describe('DialogContent', () => {
  it('gives the focus back to the button that opened it, after Escape or Cancel', async () => {
    const user = userEvent.setup();
    render(<OpenedByAButton />);
    await user.tab();
    await user.tab();
    const opener = screen.getByRole('button', { name: 'Add Event' });
    expect(document.activeElement).toBe(opener);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);

    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('gives it to its trigger, or else to the main landmark, when the opener has left the page', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<OpenedByAButton removeOpener />);
    await user.click(screen.getByRole('button', { name: 'Add Event' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Add Event' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Before' }));
    unmount();

    function WithTrigger() {
      return (
        <Dialog>
          <DialogTrigger asChild>
            <Button>Open</Button>
          </DialogTrigger>
          <DialogContent aria-describedby={undefined}>
            <DialogTitle>Opened</DialogTitle>
          </DialogContent>
        </Dialog>
      );
    }
    render(<WithTrigger />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });
});
