import {
  CHANNEL_SHORT_LABELS,
  CHOOSABLE_CHANNELS,
  PREFERENCE_TEXTS as TEXTS,
} from '@aurum/shared/notifications/notification-centre-texts';
import type { NotificationPreferences } from '@aurum/shared/notifications/notifications-contract';
import { COMMUNICATION_OPTIONS } from '@aurum/shared/onboarding/onboarding-options';
import { formatPhone } from '@aurum/shared/phone/phone-number';
import { Phone } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { TabLoadError } from '../../../components/tab-states';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFieldErrors } from '../../../hooks/use-field-errors';
import { useProfile } from '../../../lib/member-profile';
import { showSubmitFailure } from '../../../lib/submit-failure';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../auth/hooks/use-auth';
import { useSaveNotificationPreferences } from '../api/notification-changes';
import { useNotificationPreferences } from '../api/notifications-reads';
import {
  type PreferencesDraft,
  toChange,
  toDraft,
  withKindChannel,
} from '../utils/preferences-draft';
import { KindChannelGrid } from './kind-channel-grid';
import { PushDevicesSection } from './push-devices-section';
import { SettingRow } from './setting-row';

/** What the settings need from the page around them: how to edit the phone number. */
export interface NotificationSettingsProps {
  /** Opens the profile's personal information for editing (the phone lives there). */
  onEditPhone: () => void;
}

function Part({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <section className="border-t border-ink-600/70 pt-5">
      <h3 className="font-semibold text-zinc-50">{title}</h3>
      {hint && <p className="mt-0.5 text-sm text-zinc-400">{hint}</p>}
      <div className="mt-3">{children}</div>
    </section>
  );
}

const methodLabel = (method: string) =>
  COMMUNICATION_OPTIONS.find((option) => option.value === method)?.label ?? method;

function PhoneLine({ phone, onEditPhone }: { phone: string | null; onEditPhone: () => void }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-lg border border-ink-600/70 bg-ink-900/40 px-3 py-2.5">
      <div className="flex min-w-0 items-center gap-3">
        <Phone aria-hidden="true" className="size-4 shrink-0 text-gold-400" />
        <div className="min-w-0">
          <p className="text-xs text-zinc-400">{TEXTS.phoneTitle}</p>
          <p className={phone ? 'text-zinc-100' : 'text-sm text-amber-200'}>
            {phone ? formatPhone(phone) : TEXTS.phoneMissing}
          </p>
        </div>
      </div>
      <button
        type="button"
        onClick={onEditPhone}
        className="cursor-pointer rounded-md text-sm font-semibold text-gold-300 underline-offset-4 hover:text-gold-200 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300"
      >
        {phone ? TEXTS.phoneEdit : TEXTS.phoneAdd}
      </button>
    </div>
  );
}

function SettingsForm({
  saved,
  onEditPhone,
}: NotificationSettingsProps & { saved: NotificationPreferences }) {
  const save = useSaveNotificationPreferences();
  // The phone is the profile's: a change there shows here at once.
  const { user } = useAuth();
  const profile = useProfile(user?.id);
  const phone = profile.data ? profile.data.phone : saved.phone;
  const [draft, setDraft] = useState<PreferencesDraft>(() => toDraft(saved));
  const { errors, refuse } = useFieldErrors({
    'quiet_hours.start': draft.quiet.start,
    'quiet_hours.end': draft.quiet.end,
    quiet_hours: draft.quiet,
    channels: draft.channels,
    kinds: draft.kinds,
    digest: draft.digest,
  });
  const { 'quiet_hours.start': startError, 'quiet_hours.end': endError, ...others } = errors;
  const otherErrors = Object.values(others).filter(Boolean);
  const change = (next: Partial<PreferencesDraft>) => setDraft((now) => ({ ...now, ...next }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(toChange(draft), {
      onSuccess: (answer) => {
        setDraft(toDraft(answer));
        toast.success(TEXTS.saved);
      },
      onError: (error) => void showSubmitFailure(error, { refuse, toast: TEXTS.saveFailed }),
    });
  };

  return (
    <form onSubmit={submit} className="space-y-5" noValidate>
      {saved.communication_method && (
        <p className="text-xs text-zinc-400">
          {TEXTS.fromOnboarding(methodLabel(saved.communication_method))}
        </p>
      )}
      <PhoneLine phone={phone} onEditPhone={onEditPhone} />
      <Part title={TEXTS.channelsTitle} hint={TEXTS.channelsHint}>
        <div className="divide-y divide-ink-600/60">
          <SettingRow
            label="In the app"
            hint={TEXTS.inAppAlways}
            checked
            disabled
            onChange={() => {}}
          />
          {CHOOSABLE_CHANNELS.map((channel) => (
            <SettingRow
              key={channel}
              label={channel === 'push' ? 'Push' : CHANNEL_SHORT_LABELS[channel]}
              checked={draft.channels[channel]}
              onChange={(on) => change({ channels: { ...draft.channels, [channel]: on } })}
            />
          ))}
        </div>
      </Part>
      <Part title={TEXTS.kindsTitle} hint={TEXTS.kindsHint}>
        <KindChannelGrid
          draft={draft}
          onToggle={(kind, channel, on) =>
            change({ kinds: withKindChannel(draft.kinds, kind, channel, on) })
          }
        />
      </Part>
      <Part title={TEXTS.quietTitle} hint={TEXTS.quietHint}>
        <SettingRow
          label={TEXTS.quietSwitch}
          hint={TEXTS.quietZone(draft.quiet.time_zone)}
          checked={draft.quiet.enabled}
          onChange={(enabled) => change({ quiet: { ...draft.quiet, enabled } })}
        />
        <div className="mt-2 grid grid-cols-2 gap-3 sm:max-w-sm">
          <FormField
            label={TEXTS.quietStart}
            type="time"
            value={draft.quiet.start}
            disabled={!draft.quiet.enabled}
            error={startError}
            onChange={(event) => change({ quiet: { ...draft.quiet, start: event.target.value } })}
          />
          <FormField
            label={TEXTS.quietEnd}
            type="time"
            value={draft.quiet.end}
            disabled={!draft.quiet.enabled}
            error={endError}
            onChange={(event) => change({ quiet: { ...draft.quiet, end: event.target.value } })}
          />
        </div>
      </Part>
      <Part title={TEXTS.digestTitle}>
        <SettingRow
          label={TEXTS.digestSwitch}
          hint={TEXTS.digestHint}
          checked={draft.digest}
          onChange={(digest) => change({ digest })}
        />
      </Part>
      <div className="space-y-2 border-t border-ink-600/70 pt-5">
        {otherErrors.length > 0 && (
          <ul role="alert" className="space-y-1 text-sm text-red-300">
            {otherErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? TEXTS.saving : TEXTS.save}
        </Button>
      </div>
    </form>
  );
}

/**
 * The member's notification settings (issue 32), on the profile: the phone the messages go to,
 * whole channels, per kind and channel, quiet hours, the digest, and push on this device.
 */
export function NotificationSettingsCard({ onEditPhone }: NotificationSettingsProps) {
  const preferences = useNotificationPreferences();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-[1.0625rem] sm:text-xl">{TEXTS.title}</CardTitle>
        <p className="text-sm text-zinc-400">{TEXTS.intro}</p>
      </CardHeader>
      <CardContent className="space-y-6 pt-2">
        {preferences.isPending ? (
          <div className="space-y-3">
            <Skeleton className="h-14" />
            <Skeleton className="h-48" />
          </div>
        ) : preferences.isError ? (
          <TabLoadError message={TEXTS.loadFailed} onRetry={() => void preferences.refetch()} />
        ) : (
          <SettingsForm saved={preferences.data} onEditPhone={onEditPhone} />
        )}
        <div className="border-t border-ink-600/70 pt-5">
          <PushDevicesSection />
        </div>
      </CardContent>
    </Card>
  );
}
