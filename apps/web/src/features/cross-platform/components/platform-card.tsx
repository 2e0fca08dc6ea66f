import type { Platform } from '@aurum/shared/life-os/platforms';
import { Check } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { InstallAppButton } from '../../install/components/install-app-button';
import { useStandalone } from '../../install/hooks/use-standalone';
import { useSetPlatformConnection } from '../api/set-platform-connection';
import { PlatformIcon } from './platform-icon';

/** Desktop is the installed app: connected while Aurum runs installed, otherwise offered to install. */
function DesktopAction({ installed }: { installed: boolean }) {
  if (installed) {
    return <p className="text-sm text-zinc-300">You are using the installed app.</p>;
  }
  return <InstallAppButton />;
}

function ConnectionAction({ platform }: { platform: Platform }) {
  const connection = useSetPlatformConnection();
  const connected = platform.isConnected;
  return (
    <Button
      variant={connected ? 'outline' : 'primary'}
      size="sm"
      disabled={connection.isPending}
      aria-label={`${connected ? 'Disconnect' : 'Connect'} ${platform.name}`}
      onClick={() => connection.mutate({ id: platform.id, connected: !connected })}
    >
      {connection.isPending
        ? connected
          ? 'Disconnecting...'
          : 'Connecting...'
        : connected
          ? 'Disconnect'
          : 'Connect'}
    </Button>
  );
}

/** One platform: description, features, setup steps and its connection. */
export function PlatformCard({ platform }: { platform: Platform }) {
  const installed = useStandalone();
  const isDesktop = platform.id === 'desktop';
  const connected = isDesktop ? installed : platform.isConnected;
  const headingId = `platform-${platform.id}`;
  return (
    <Card role="article" aria-labelledby={headingId} className="flex flex-col gap-4 p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-full bg-gold-500/10 text-gold-400">
            <PlatformIcon id={platform.id} className="size-5" />
          </span>
          <h3 id={headingId} className="font-display text-xl font-semibold text-zinc-50">
            {platform.name}
          </h3>
        </div>
        <Badge tone={connected ? 'green' : 'grey'}>
          {connected ? 'Connected' : 'Not connected'}
        </Badge>
      </div>
      <p className="text-sm text-zinc-300">{platform.description}</p>
      <ul className="space-y-1.5 text-sm text-zinc-300">
        {platform.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-400" />
            {feature}
          </li>
        ))}
      </ul>
      <div>
        <h4 className="text-xs font-semibold tracking-wide text-gold-300 uppercase">Set up</h4>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-zinc-400">
          {platform.setupInstructions.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      <div className="mt-auto">
        {isDesktop ? (
          <DesktopAction installed={installed} />
        ) : (
          <ConnectionAction platform={platform} />
        )}
      </div>
    </Card>
  );
}
