import type { PlatformId } from '@aurum/shared/life-os/platforms';
import { Monitor, Send, Watch, Activity, type LucideIcon } from 'lucide-react';

const ICONS: Record<PlatformId, LucideIcon> = {
  apple_watch: Watch,
  telegram: Send,
  desktop: Monitor,
  garmin: Activity,
};

export function PlatformIcon({ id, className }: { id: PlatformId; className?: string }) {
  const Icon = ICONS[id];
  return <Icon aria-hidden="true" className={className} />;
}
