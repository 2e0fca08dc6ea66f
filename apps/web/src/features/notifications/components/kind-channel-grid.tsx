import {
  CHANNEL_SHORT_LABELS,
  CHOOSABLE_CHANNELS,
  PREFERENCE_TEXTS,
} from '@aurum/shared/notifications/notification-centre-texts';
import {
  NOTIFICATION_GROUP_LABELS,
  NOTIFICATION_KIND_INFO,
  type NotificationChannel,
  type NotificationKind,
} from '@aurum/shared/notifications/notification-kinds';
import { channelsOfferedFor } from '@aurum/shared/notifications/notification-rules';
import { cn } from '../../../lib/cn';
import { kindsByGroup, type PreferencesDraft } from '../utils/preferences-draft';

const GROUPS = kindsByGroup();

/** Per kind, the channels it may go to (no e-mail where its area sends its own). */
const OFFERED = new Map(
  GROUPS.flatMap(([, kinds]) => kinds).map((kind) => {
    const offered = channelsOfferedFor(kind);
    return [kind, CHOOSABLE_CHANNELS.filter((channel) => offered.includes(channel))];
  }),
);

/**
 * Per kind (grouped as in NOTIFICATION_GROUPS), the channels it reaches the member on, as chips
 * that press on and off. A channel switched off as a whole dims its chips: the choice is kept for
 * when it is on again.
 */
export function KindChannelGrid({
  draft,
  onToggle,
}: {
  draft: PreferencesDraft;
  onToggle: (kind: NotificationKind, channel: NotificationChannel, on: boolean) => void;
}) {
  return (
    <div className="space-y-5">
      {GROUPS.map(([group, kinds]) => (
        <fieldset key={group}>
          <legend className="text-xs font-semibold tracking-wider text-gold-400 uppercase">
            {NOTIFICATION_GROUP_LABELS[group]}
          </legend>
          <ul className="mt-2 divide-y divide-ink-600/60">
            {kinds.map((kind) => {
              const label = NOTIFICATION_KIND_INFO[kind].label;
              const offered = OFFERED.get(kind) ?? [];
              return (
                <li
                  key={kind}
                  className="flex flex-col gap-2 py-2.5 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
                >
                  <span className="text-sm text-zinc-100">
                    {label}
                    {!offered.includes('email') && (
                      <span className="block text-xs text-zinc-500">
                        {PREFERENCE_TEXTS.ownEmail}
                      </span>
                    )}
                  </span>
                  <span
                    role="group"
                    aria-label={label}
                    className="flex flex-wrap gap-1 sm:shrink-0 sm:flex-nowrap"
                  >
                    {offered.map((channel) => {
                      const on = draft.kinds[kind].includes(channel);
                      const channelOn = draft.channels[channel];
                      return (
                        <button
                          key={channel}
                          type="button"
                          aria-pressed={on}
                          aria-label={`${CHANNEL_SHORT_LABELS[channel]}: ${label}`}
                          onClick={() => onToggle(kind, channel, !on)}
                          className={cn(
                            'inline-flex h-8 cursor-pointer items-center rounded-full border px-2 text-xs font-semibold transition-colors sm:px-2.5',
                            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300',
                            on
                              ? 'border-gold-400 bg-gold-500/90 text-ink-950 hover:bg-gold-300'
                              : 'border-ink-600 text-zinc-400 hover:border-gold-500/50 hover:text-gold-200',
                            !channelOn && 'opacity-45',
                          )}
                        >
                          {CHANNEL_SHORT_LABELS[channel]}
                        </button>
                      );
                    })}
                  </span>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
