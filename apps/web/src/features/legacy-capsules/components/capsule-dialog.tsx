import type { CapsuleSummary } from '@aurum/shared/legacy-capsules/legacy-capsule-contract';
import {
  CAPSULE_CONTENT_MAX,
  CAPSULE_MESSAGES,
  CAPSULE_NAME_MAX,
  CAPSULE_TITLE_MAX,
  CAPSULE_TYPE_LABELS,
  CAPSULE_TYPES,
  RELEASE_PRESET_MONTHS,
  type CapsuleType,
} from '@aurum/shared/legacy-capsules/legacy-capsule-rules';
import { Gift, Heart, Mail, Mic, type LucideIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { ControlField } from '../../../components/ui/control-field';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { useFieldErrors } from '../../../hooks/use-field-errors';
import { isApiError } from '../../../lib/api-error';
import { showSubmitFailure } from '../../../lib/submit-failure';
import { cn } from '../../../lib/cn';
import { useSaveCapsule } from '../api/save-capsule';
import { daysUntil, presetDate, releaseDateLabel, todayLocal } from '../utils/release-date';
import { pluralNoun } from '@aurum/shared/format/words';

const TYPE_ICONS: Record<CapsuleType, LucideIcon> = {
  letter: Mail,
  memories: Heart,
  voice: Mic,
  wishes: Gift,
};

function CapsuleForm({ capsule, onDone }: { capsule: CapsuleSummary | null; onDone: () => void }) {
  const save = useSaveCapsule();
  const [capsuleType, setCapsuleType] = useState<CapsuleType>(capsule?.capsuleType ?? 'letter');
  const [title, setTitle] = useState(capsule?.title ?? '');
  const [recipientName, setRecipientName] = useState(capsule?.recipientName ?? '');
  const [recipientEmail, setRecipientEmail] = useState(capsule?.recipientEmail ?? '');
  const [content, setContent] = useState('');
  const [releaseDate, setReleaseDate] = useState(capsule?.releaseDate ?? '');
  const { errors, refuse } = useFieldErrors({
    capsuleType,
    title,
    recipientName,
    recipientEmail,
    content,
    releaseDate,
  });
  const today = todayLocal();
  const days = releaseDate ? daysUntil(releaseDate) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: readonly [string, string] | null = !title.trim()
      ? ['Title Required', CAPSULE_MESSAGES.titleRequired]
      : !capsule && !content.trim()
        ? ['Content Required', CAPSULE_MESSAGES.contentRequired]
        : !releaseDate
          ? ['Release Date Required', CAPSULE_MESSAGES.releaseDateRequired]
          : null;
    if (missing) {
      toast.error(missing[0], { description: missing[1] });
      return;
    }
    const fields = { capsuleType, title, recipientName, recipientEmail, releaseDate };
    try {
      await save.mutateAsync(
        capsule
          ? { id: capsule.id, capsule: { ...fields, ...(content.trim() ? { content } : {}) } }
          : { capsule: { ...fields, content } },
      );
      toast.success(capsule ? 'Capsule Updated' : 'Legacy Capsule Created', {
        description: CAPSULE_MESSAGES.created(title.trim(), releaseDateLabel(releaseDate)),
      });
      onDone();
    } catch (error) {
      showSubmitFailure(error, { refuse });
      toast.error('Failed to Create Capsule', {
        description:
          isApiError(error) && error.status < 500 ? error.message : CAPSULE_MESSAGES.createFailed,
      });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="mt-5 space-y-4">
      <fieldset>
        <legend className="text-sm font-medium text-zinc-200">Capsule type</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {CAPSULE_TYPES.map((type) => {
            const Icon = TYPE_ICONS[type];
            const soon = type === 'voice';
            return (
              <button
                key={type}
                type="button"
                disabled={soon}
                aria-pressed={capsuleType === type}
                onClick={() => setCapsuleType(type)}
                className={cn(
                  'flex min-h-16 flex-col items-center justify-center gap-1 rounded-xl border p-2 text-sm transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400',
                  'disabled:cursor-not-allowed disabled:opacity-60',
                  capsuleType === type
                    ? 'border-gold-400 bg-gold-500/15 text-gold-200'
                    : 'border-ink-600 bg-ink-900/60 text-zinc-300 enabled:hover:border-zinc-500',
                )}
              >
                <Icon aria-hidden="true" className="size-5" />
                {CAPSULE_TYPE_LABELS[type]}
                {soon && <span className="text-[0.65rem] text-zinc-400">Coming soon</span>}
              </button>
            );
          })}
        </div>
      </fieldset>
      <FormField
        label="Title"
        required
        maxLength={CAPSULE_TITLE_MAX}
        value={title}
        error={errors.title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Recipient name"
          required
          maxLength={CAPSULE_NAME_MAX}
          value={recipientName}
          error={errors.recipientName}
          onChange={(event) => setRecipientName(event.target.value)}
        />
        <FormField
          label="Recipient email"
          type="email"
          required
          value={recipientEmail}
          error={errors.recipientEmail}
          onChange={(event) => setRecipientEmail(event.target.value)}
        />
      </div>
      <ControlField
        label="Content"
        required={!capsule}
        error={errors.content}
        hint={
          capsule ? 'The sealed content stays as it is unless you write it anew here.' : undefined
        }
      >
        {(control) => (
          <Textarea
            {...control}
            rows={6}
            maxLength={CAPSULE_CONTENT_MAX}
            value={content}
            onChange={(event) => setContent(event.target.value)}
          />
        )}
      </ControlField>
      <div className="space-y-2">
        <FormField
          label="Release date"
          type="date"
          required
          min={today}
          value={releaseDate}
          error={errors.releaseDate}
          onChange={(event) => setReleaseDate(event.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          {RELEASE_PRESET_MONTHS.map((months) => {
            const chosen = releaseDate === presetDate(months);
            return (
              <Button
                key={months}
                type="button"
                size="sm"
                variant={chosen ? 'primary' : 'outline'}
                aria-pressed={chosen}
                onClick={() => setReleaseDate(presetDate(months))}
              >
                {months / 12} {months === 12 ? 'year' : 'years'}
              </Button>
            );
          })}
        </div>
        {days !== null && days >= 0 && (
          <p className="text-sm text-zinc-300" aria-live="polite">
            Opens in <strong className="text-gold-300">{days.toLocaleString('en-ZA')}</strong>{' '}
            {pluralNoun(days, 'day')}
          </p>
        )}
      </div>
      <DialogFormActions
        busy={save.isPending}
        busyLabel="Sealing..."
        submitLabel={capsule ? 'Save Capsule' : 'Seal Capsule'}
      />
    </form>
  );
}

/** Create Legacy Capsule (spec 02 section 2), or edit one while it is still sealed. */
export function CapsuleDialog({
  open,
  capsule,
  onOpenChange,
}: {
  open: boolean;
  capsule: CapsuleSummary | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogTitle>{capsule ? 'Edit Legacy Capsule' : 'Create Legacy Capsule'}</DialogTitle>
        <DialogDescription>
          Sealed by Aurum until its date, then delivered to the recipient by a private link.
        </DialogDescription>
        {open && <CapsuleForm capsule={capsule} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
