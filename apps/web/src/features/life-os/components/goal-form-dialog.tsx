import type { Goal, GoalInput, goalInputSchema } from '@aurum/shared/life-os/goals';
import { GOAL_TYPE_LABELS, GOAL_TYPES } from '@aurum/shared/life-os/life-os-rules';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ControlField } from '../../../components/ui/control-field';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { FormField } from '../../../components/ui/form-field';
import { Select } from '../../../components/ui/select';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { showSubmitFailure } from '../../../lib/submit-failure';
import { toast } from '../../../lib/toast';
import { useSaveGoal } from '../api/goal-changes';

const goalChecks = lazyResolver(
  async () => (await import('../utils/life-os-resolvers')).goalResolver,
);

const FIELDS = ['title', 'type', 'target_value', 'current_value', 'deadline'] as const;
const noDateAsNull = (value: unknown) => (value === '' || value == null ? null : value);

function GoalForm({ goal, onDone }: { goal: Goal | null; onDone: () => void }) {
  const save = useSaveGoal();
  const form = useForm<z.input<typeof goalInputSchema>, unknown, GoalInput>({
    resolver: goalChecks.resolver,
    defaultValues: {
      title: goal?.title ?? '',
      type: goal?.type ?? 'wellness',
      target_value: goal?.target_value,
      current_value: goal?.current_value ?? 0,
      deadline: goal?.deadline ?? null,
    },
  });
  useEffect(() => goalChecks.preload(), []);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: goal?.id, body });
      toast.success(goal ? 'Goal Updated' : 'Goal Added', { description: saved.title });
      onDone();
    } catch (error) {
      showSubmitFailure(error, {
        fields: FIELDS,
        setError: form.setError,
        toast: 'Goal Not Saved',
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-4 sm:grid-cols-2">
      <FormField
        label="Title"
        required
        placeholder="e.g. Run 100 km this month"
        className="sm:col-span-2"
        error={errors.title?.message}
        {...form.register('title')}
      />
      <ControlField label="Type" error={errors.type?.message}>
        {(control) => (
          <Select {...control} {...form.register('type')}>
            {GOAL_TYPES.map((type) => (
              <option key={type} value={type}>
                {GOAL_TYPE_LABELS[type]}
              </option>
            ))}
          </Select>
        )}
      </ControlField>
      <FormField
        label="Deadline"
        type="date"
        optional
        error={errors.deadline?.message}
        {...form.register('deadline', { setValueAs: noDateAsNull })}
      />
      <FormField
        label="Current value"
        type="number"
        inputMode="decimal"
        step="any"
        min={0}
        error={errors.current_value?.message}
        {...form.register('current_value', { valueAsNumber: true })}
      />
      <FormField
        label="Target"
        type="number"
        inputMode="decimal"
        step="any"
        min={0}
        required
        error={errors.target_value?.message}
        {...form.register('target_value', { valueAsNumber: true })}
      />
      <DialogFormActions
        className="sm:col-span-2"
        busy={isSubmitting}
        busyLabel="Saving..."
        submitLabel={goal ? 'Save Goal' : 'Add Goal'}
      />
    </form>
  );
}

/** New goal, or edit one (its current value too): the shared schema checks it before sending. */
export function GoalFormDialog({
  open,
  goal,
  onOpenChange,
}: {
  open: boolean;
  goal: Goal | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{goal ? 'Edit goal' : 'New goal'}</DialogTitle>
        <DialogDescription>
          Set a target and update how far you are; Aurum counts it in your weekly report.
        </DialogDescription>
        {open && (
          <GoalForm key={goal?.id ?? 'new'} goal={goal} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}
