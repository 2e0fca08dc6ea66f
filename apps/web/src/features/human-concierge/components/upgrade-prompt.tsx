import { HUMAN_CONCIERGE_TEXTS as TEXTS } from '@aurum/shared/human-concierge/human-concierge-texts';
import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

/** Non-premium members: the human concierge is for gold, platinum and black. */
export function UpgradePrompt() {
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-4 px-6 py-10 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-gold-500/10 text-gold-400">
        <Crown aria-hidden="true" className="size-7" />
      </span>
      <h2 className="font-display text-2xl font-semibold text-zinc-50">{TEXTS.upgradeTitle}</h2>
      <p className="text-sm text-zinc-300">{TEXTS.upgradeBody}</p>
      <Button asChild>
        <Link to="/membership">{TEXTS.upgradeButton}</Link>
      </Button>
    </Card>
  );
}
