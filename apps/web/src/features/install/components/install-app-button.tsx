import { CheckCircle2, Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { useStandalone } from '../hooks/use-standalone';
import { readPlatform } from '../utils/detect-platform';
import { InstallNow } from './install-now';
import { InstallSteps } from './install-steps';

/** The header's Install App button and the "Install Aurum" dialog (spec 01, dashboard). */
export function InstallAppButton() {
  const [platform] = useState(readPlatform);
  const standalone = useStandalone();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Download aria-hidden="true" /> Install App
        </Button>
      </DialogTrigger>
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
