import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useCanPromptInstall } from '../hooks/use-install-prompt';
import { promptInstall, type InstallOutcome } from '../utils/install-prompt-store';

const OUTCOME_TEXT: Record<InstallOutcome, string> = {
  accepted: 'Aurum is being installed. It will open from your home screen or app list.',
  dismissed: 'Installation was cancelled. You can install Aurum from here at any time.',
  unavailable: 'Your browser withdrew its install offer. Follow the steps below instead.',
};

/** "Install now", when the browser offered installation; then what the member chose. */
export function InstallNow() {
  const available = useCanPromptInstall();
  const [outcome, setOutcome] = useState<InstallOutcome | null>(null);
  const [busy, setBusy] = useState(false);

  async function install() {
    setBusy(true);
    try {
      setOutcome(await promptInstall());
    } catch {
      setOutcome('unavailable');
    } finally {
      setBusy(false);
    }
  }

  if (!available && outcome === null) return null;
  return (
    <div className="rounded-xl border border-gold-500/40 bg-ink-900/70 p-4">
      {available && (
        <>
          <p className="text-sm text-zinc-300">Your browser can install Aurum in one step.</p>
          <Button className="mt-3 w-full sm:w-auto" onClick={() => void install()} disabled={busy}>
            <Download aria-hidden="true" className="size-4" />
            Install now
          </Button>
        </>
      )}
      <p role="status" className="text-sm text-gold-200 empty:hidden">
        {outcome && OUTCOME_TEXT[outcome]}
      </p>
    </div>
  );
}
