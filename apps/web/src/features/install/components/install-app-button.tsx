import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';

type InstallDialogComponent = typeof import('./install-dialog').InstallDialog;

/**
 * One fetch of the dialog's code per page, shared by the early start (pointer, focus) and the
 * click. A failed fetch stays failed until the page is reloaded, as browsers keep a module that
 * failed to load.
 */
let loading: Promise<typeof import('./install-dialog')> | undefined;
const loadDialog = () => (loading ??= import('./install-dialog'));

export const INSTALL_DIALOG_UNAVAILABLE = {
  title: 'Install Aurum could not open',
  description: 'Check your connection, then reload the page.',
};

/**
 * The header's Install App button (spec 01, dashboard). The dialog, with its dialog library, loads
 * when the member reaches for the button (pointer or keyboard focus), not with the dashboard
 * (ADR 030); once opened it stays mounted, so closing and opening again is instant. If its code
 * cannot be fetched (offline before it was ever opened), the member is told and the page stays.
 * `compact`: the label is read out but shown from the sm width only (the dashboard's header, which
 * also holds the notification bell and Sign Out on a phone's width).
 */
export function InstallAppButton({ compact = false }: { compact?: boolean }) {
  const [InstallDialog, setInstallDialog] = useState<InstallDialogComponent | null>(null);
  const [open, setOpen] = useState(false);
  const prepare = () => void loadDialog().catch(() => undefined);
  const openDialog = async () => {
    try {
      const loaded = await loadDialog();
      setInstallDialog(() => loaded.InstallDialog);
      setOpen(true);
    } catch {
      toast.error(INSTALL_DIALOG_UNAVAILABLE.title, {
        description: INSTALL_DIALOG_UNAVAILABLE.description,
      });
    }
  };
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className={compact ? 'px-2.5 sm:px-3' : undefined}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={() => void openDialog()}
      >
        <Download aria-hidden="true" />{' '}
        <span className={compact ? 'sr-only sm:not-sr-only' : undefined}>Install App</span>
      </Button>
      {InstallDialog && <InstallDialog open={open} onOpenChange={setOpen} />}
    </>
  );
}
