import { CircleAlert, CircleCheck, Clock, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { ConciergeMailLink } from './concierge-mail-link';

const TONES: Record<'success' | 'info' | 'problem', { icon: LucideIcon; ring: string }> = {
  success: { icon: CircleCheck, ring: 'bg-emerald-400/10 text-emerald-300' },
  info: { icon: Clock, ring: 'bg-gold-500/10 text-gold-300' },
  problem: { icon: CircleAlert, ring: 'bg-red-400/10 text-red-300' },
};

/**
 * A plain outcome of a link: answered, refused or no longer usable. Anything but success offers
 * the concierge team's address, the one way left to answer.
 */
export function LinkNotice({
  tone,
  title,
  message,
  requestId,
  children,
}: {
  tone: keyof typeof TONES;
  title: string;
  message: string;
  requestId?: string;
  children?: ReactNode;
}) {
  const { icon: Icon, ring } = TONES[tone];
  return (
    <Card className="p-5 sm:p-7">
      <div role={tone === 'problem' ? 'alert' : 'status'} className="flex gap-4">
        <span
          className={cn('flex size-11 shrink-0 items-center justify-center rounded-full', ring)}
        >
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0 space-y-2">
          <h1 className="font-display text-2xl font-semibold text-zinc-50">{title}</h1>
          <p className="text-base text-zinc-200">{message}</p>
          {tone !== 'success' && (
            <p className="text-sm text-zinc-300">
              To respond another way, e-mail the concierge team at{' '}
              <ConciergeMailLink requestId={requestId} />.
            </p>
          )}
        </div>
      </div>
      {children && <div className="mt-6 border-t border-white/10 pt-5">{children}</div>}
    </Card>
  );
}
