import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { useStandalone } from '../hooks/use-standalone';
import { readPlatform } from '../utils/detect-platform';
import { InstallNow } from './install-now';
import { InstallSteps } from './install-steps';

/**
 * The "Install Aurum" dialog (spec 01, dashboard). Its own chunk: the dashboard's first load
 * carries only the button (install-app-button.tsx). Closing it puts the focus back on the button,
 * as every dialog does (components/ui/dialog.tsx).
 */
export function InstallDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [platform] = useState(readPlatform);
  const standalone = useStandalone();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Install Aurum</DialogTitle>
        {standalone ? (
          <DialogDescription className="mt-4 flex items-start gap-3 rounded-xl border border-emerald-400/30 bg-emerald-500/10 p-4 text-zinc-200">
            <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-emerald-400" />
            <span>
              <strong className="block text-emerald-300">Aurum is already installed</strong>
              You are using the installed app on this device.
            </span>
          </DialogDescription>
        ) : (
          <>
            <DialogDescription>
              Keep your concierge one tap away: Aurum opens full screen from your home screen, like
              any other app.
            </DialogDescription>
            <div className="mt-5 space-y-4">
              <InstallNow />
              <InstallSteps platform={platform} />
            </div>
          </>
        )}
        <div className="mt-6 flex justify-end">
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
