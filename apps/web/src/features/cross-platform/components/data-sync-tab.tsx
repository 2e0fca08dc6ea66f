import {
  CALENDAR_FEED_AHEAD_DAYS,
  CALENDAR_FEED_PAST_DAYS,
  CALENDAR_FEED_REFRESH_MINUTES,
} from '@aurum/shared/calendar/calendar-feed';
import { formatDate } from '@aurum/shared/format/dates';
import { CalendarPlus, Copy, RefreshCw, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { TabLoadError, TabSkeleton } from '../../../components/tab-states';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../lib/toast';
import { useCalendarFeed, useCalendarFeedChanges } from '../api/calendar-feed';

const CONFIRMS = {
  reissue: {
    title: 'Issue a new link?',
    description:
      'The old link stops working at once: calendars subscribed to it stop updating until you add the new one.',
    confirmLabel: 'Issue new link',
    busyLabel: 'Issuing...',
  },
  off: {
    title: 'Turn off the subscription?',
    description:
      'The link stops working at once and your calendars stop showing Aurum. You can turn it on again with a new link.',
    confirmLabel: 'Turn off',
    busyLabel: 'Turning off...',
  },
} as const;

function WhatItHolds() {
  return (
    <p className="text-sm text-zinc-400">
      Your requests, bookings and personal events, from the last {CALENDAR_FEED_PAST_DAYS} days to a
      year ({CALENDAR_FEED_AHEAD_DAYS} days) ahead, in any calendar app that takes a subscription:
      Apple Calendar (and your Apple Watch), Google Calendar, Outlook. Calendars check for changes
      every {CALENDAR_FEED_REFRESH_MINUTES} minutes. It shows what you booked, never your vault or
      journal.
    </p>
  );
}

/** The Data Sync tab: the private calendar subscription (an ICS feed), on, copied, re-issued, off. */
export function DataSyncTab() {
  const feed = useCalendarFeed();
  const { issue, revoke } = useCalendarFeedChanges();
  const [confirm, setConfirm] = useState<keyof typeof CONFIRMS | null>(null);

  const turnOn = () =>
    issue.mutate(undefined, {
      onSuccess: () => toast.success('Calendar subscription on'),
      onError: (error) => toast.error('Subscription not turned on', { description: error.message }),
    });
  const confirmed = () => {
    const done = { onSettled: () => setConfirm(null) };
    if (confirm === 'reissue') {
      issue.mutate(undefined, {
        ...done,
        onSuccess: () =>
          toast.success('New link issued', { description: 'The old link no longer works.' }),
        onError: (error) => toast.error('No new link', { description: error.message }),
      });
    } else {
      revoke.mutate(undefined, {
        ...done,
        onSuccess: () => toast.success('Calendar subscription off'),
        onError: (error) => toast.error('Still on', { description: error.message }),
      });
    }
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied', { description: 'Paste it where your calendar asks for one.' });
    } catch {
      toast.error('Could not copy', { description: 'Select the link and copy it yourself.' });
    }
  };

  if (feed.isError) {
    return (
      <TabLoadError
        message="Your calendar subscription could not be loaded."
        onRetry={() => void feed.refetch()}
      />
    );
  }
  if (feed.data === undefined) return <TabSkeleton />;
  const current = feed.data;

  return (
    <Card role="region" aria-labelledby="calendar-feed-heading" className="space-y-4 p-5">
      <h3 id="calendar-feed-heading" className="font-display text-xl font-semibold text-zinc-50">
        Private calendar subscription
      </h3>
      <WhatItHolds />
      {current === null ? (
        <Button onClick={turnOn} disabled={issue.isPending}>
          <CalendarPlus aria-hidden="true" />
          {issue.isPending ? 'Turning on...' : 'Turn on'}
        </Button>
      ) : (
        <>
          <div className="space-y-2">
            <Label htmlFor="calendar-feed-url">Subscription link</Label>
            <Input
              id="calendar-feed-url"
              readOnly
              value={current.url}
              onFocus={(event) => event.currentTarget.select()}
              className="font-mono text-xs"
            />
            <p className="text-xs text-zinc-400">Issued {formatDate(current.created_at)}</p>
          </div>
          <p className="flex items-start gap-2 text-sm text-amber-200">
            <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Anyone with this link can read your calendar. Keep it to yourself; issue a new one if it
            got out.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => void copy(current.url)}>
              <Copy aria-hidden="true" />
              Copy link
            </Button>
            <Button asChild size="sm" variant="outline">
              <a href={current.webcal_url}>
                <CalendarPlus aria-hidden="true" />
                Add to Apple Calendar
              </a>
            </Button>
            <Button size="sm" variant="outline" onClick={() => setConfirm('reissue')}>
              <RefreshCw aria-hidden="true" />
              Issue a new link
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirm('off')}>
              Turn off
            </Button>
          </div>
        </>
      )}
      {confirm && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setConfirm(null)}
          {...CONFIRMS[confirm]}
          cancelLabel="Keep it"
          busy={issue.isPending || revoke.isPending}
          onConfirm={confirmed}
        />
      )}
    </Card>
  );
}
