import { formatDateTime } from '@aurum/shared/format/dates';
import type { MemberSession } from '@aurum/shared/auth/sessions-contract';
import { SESSIONS_TEXTS as T } from '@aurum/shared/auth/sessions-texts';
import { Laptop, MonitorSmartphone, Smartphone, Tablet } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../lib/toast';
import { useEndOtherSessions, useEndSession } from '../api/end-sessions';
import { useSessions } from '../api/get-sessions';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

const DEVICE_ICONS = {
  desktop: Laptop,
  mobile: Smartphone,
  tablet: Tablet,
  other: MonitorSmartphone,
} as const;

/** "Chrome 131 on macOS"; "Unknown device" when neither is known. */
export function deviceName(session: Pick<MemberSession, 'browser' | 'os'>) {
  const browser = session.browser === T.unknownBrowser ? null : session.browser;
  const os = session.os === T.unknownSystem ? null : session.os;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? T.unknownDevice;
}

function SessionRow({ session, onEnd }: { session: MemberSession; onEnd: () => void }) {
  const Icon = DEVICE_ICONS[session.device];
  const name = deviceName(session);
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <span className="mt-0.5 grid size-10 shrink-0 place-items-center rounded-full border border-gold-500/30 bg-ink-900 text-gold-300">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-zinc-100">
            <span className="break-words">{name}</span>
            {session.current && <Badge tone="green">{T.thisDevice}</Badge>}
          </p>
          <p className="text-sm text-zinc-400">{session.location}</p>
          <p className="text-xs text-zinc-400">
            {T.signedIn} {formatDateTime(session.signed_in_at)} · {T.lastSeen}{' '}
            {formatDateTime(session.last_seen_at)}
          </p>
        </div>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          className="self-start sm:self-center"
          onClick={onEnd}
          aria-label={`${T.endOne}: ${name}`}
        >
          {T.endOne}
        </Button>
      )}
    </li>
  );
}

function LoadingRows() {
  return (
    <div role="status" className="space-y-4">
      <span className="sr-only">{T.loading}</span>
      {[0, 1].map((row) => (
        <div key={row} className="flex items-center gap-3">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-64 max-w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The member's signed-in devices on /security (issue 26): this device marked, any other signed
 * out after a confirmation, or all others at once.
 */
export function SessionsSection() {
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [ending, setEnding] = useState<MemberSession | null>(null);
  const [endingOthers, setEndingOthers] = useState(false);
  const others = sessions.data?.filter((session) => !session.current) ?? [];

  const confirmEndOne = async () => {
    if (!ending) return;
    try {
      await endOne.mutateAsync(ending.id);
      toast.success(T.endedOne);
      setEnding(null);
    } catch {
      toast.error(T.endFailed);
    }
  };
  const confirmEndOthers = async () => {
    try {
      await endOthers.mutateAsync(undefined);
      toast.success(T.endedOthers);
      setEndingOthers(false);
    } catch {
      toast.error(T.endFailed);
    }
  };

  return (
    <Card aria-labelledby="sessions-heading" role="region">
      <CardHeader>
        <CardTitle id="sessions-heading">{T.heading}</CardTitle>
        <p className="text-sm text-zinc-300">{T.intro}</p>
      </CardHeader>
      <CardContent>
        {sessions.isPending ? (
          <LoadingRows />
        ) : sessions.isError ? (
          <p className="text-sm text-red-300">{T.loadFailed}</p>
        ) : (
          <>
            <ul className="divide-y divide-gold-500/10">
              {sessions.data.map((session) => (
                <SessionRow key={session.id} session={session} onEnd={() => setEnding(session)} />
              ))}
            </ul>
            {others.length === 0 ? (
              <p className="mt-4 text-sm text-zinc-400">{T.empty}</p>
            ) : (
              <Button
                variant="outline"
                className="mt-5 w-full sm:w-auto"
                onClick={() => setEndingOthers(true)}
              >
                {T.endOthers}
              </Button>
            )}
          </>
        )}
      </CardContent>
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => !open && setEnding(null)}
        title={T.endOneTitle}
        description={T.endOneBody(ending ? deviceName(ending) : '')}
        confirmLabel={T.endOneConfirm}
        busyLabel={T.ending}
        cancelLabel={T.keep}
        busy={endOne.isPending}
        onConfirm={() => void confirmEndOne()}
      />
      <ConfirmDialog
        open={endingOthers}
        onOpenChange={setEndingOthers}
        title={T.endOthersTitle}
        description={T.endOthersBody}
        confirmLabel={T.endOthersConfirm}
        busyLabel={T.ending}
        cancelLabel={T.keep}
        busy={endOthers.isPending}
        onConfirm={() => void confirmEndOthers()}
      />
    </Card>
  );
}
