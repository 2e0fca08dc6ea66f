import { Download } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';

const loadDialog = () => import('./install-dialog');
const InstallDialog = lazy(async () => ({ default: (await loadDialog()).InstallDialog }));

/**
 * The header's Install App button (spec 01, dashboard). The dialog, with its dialog library, loads
 * when the member reaches for the button (pointer or keyboard focus), not with the dashboard
 * (ADR 030); once opened it stays mounted, so closing and opening again is instant.
 */
export function InstallAppButton() {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLElement | null>(null);
  const prepare = () => void loadDialog().catch(() => undefined);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={(event) => {
          button.current = event.currentTarget;
          setWanted(true);
          setOpen(true);
        }}
      >
        <Download aria-hidden="true" /> Install App
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <InstallDialog open={open} onOpenChange={setOpen} returnTo={() => button.current} />
        </Suspense>
      )}
    </>
  );
}
