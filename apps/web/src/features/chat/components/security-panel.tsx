import { securityEventLabel } from '@aurum/shared/auth/security-event-labels';
import { Activity, ShieldAlert, ShieldCheck, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '@aurum/shared/format/dates';
import { useSecuritySummary } from '../api/get-security-summary';

const STATUS: Record<'low' | 'medium' | 'high', { label: string; tone: BadgeTone }> = {
  low: { label: 'Low risk', tone: 'green' },
  medium: { label: 'Medium risk', tone: 'yellow' },
  high: { label: 'High risk', tone: 'red' },
};
function StatCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card className="p-4">
      <div className="flex items-center gap-2 text-sm text-zinc-400">
        {icon}
        <h2>{title}</h2>
      </div>
      <div className="mt-2 text-2xl font-semibold text-zinc-50">{children}</div>
    </Card>
  );
}

/**
 * The Security & Privacy panel (spec 02 sections 2 and 9): four cards from the member's own
 * security events of the last hour, refreshed every 30 s, and the latest events.
 */
export function SecurityPanel() {
  const summary = useSecuritySummary();
  if (summary.isPending)
    return <p className="text-sm text-zinc-400">Loading your security activity…</p>;
  if (summary.isError || !summary.data) {
    return (
      <p role="alert" className="text-sm text-red-300">
        Your security activity could not be loaded.
      </p>
    );
  }
  const data = summary.data;
  const status = STATUS[data.status];
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-3">
        <StatCard
          icon={<ShieldCheck aria-hidden="true" className="size-4" />}
          title="Security Status"
        >
          <Badge tone={status.tone} className="text-sm">
            {status.label}
          </Badge>
        </StatCard>
        <StatCard
          icon={<Activity aria-hidden="true" className="size-4" />}
          title="Activity Last Hour"
        >
          {data.activity_last_hour}
        </StatCard>
        <StatCard
          icon={<TriangleAlert aria-hidden="true" className="size-4" />}
          title="Failed Events"
        >
          {data.failed_events}
        </StatCard>
        <StatCard
          icon={<ShieldAlert aria-hidden="true" className="size-4" />}
          title="Suspicious Activity"
        >
          {data.suspicious_activity}
        </StatCard>
      </div>
      <Card className="p-4">
        <h2 className="text-sm font-semibold text-gold-300">Recent security events</h2>
        {data.recent.length === 0 ? (
          <p className="mt-2 text-sm text-zinc-400">No security events in the last hour.</p>
        ) : (
          <ul className="mt-2 divide-y divide-white/5">
            {data.recent.map((event) => (
              <li
                key={`${event.event}-${event.created_at}`}
                className="flex justify-between gap-3 py-2 text-sm"
              >
                <span className={event.success ? 'text-zinc-200' : 'text-red-300'}>
                  {securityEventLabel(event.event)}
                </span>
                <span className="text-zinc-500">{formatDateTime(event.created_at)}</span>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-3 text-xs text-zinc-500">
          The assistant reads your profile, preferences, dietary needs and memory bank. It never
          reads your vault.
        </p>
      </Card>
    </div>
  );
}
