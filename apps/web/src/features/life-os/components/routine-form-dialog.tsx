import { ROUTINE_DEFAULT_TIME } from '@aurum/shared/life-os/life-os-rules';
import type { Routine, RoutineInput, routineInputSchema } from '@aurum/shared/life-os/routines';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Checkbox } from '../../../components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { DialogFormActions } from '../../../components/ui/dialog-form-actions';
import { FormField } from '../../../components/ui/form-field';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { showSubmitFailure } from '../../../lib/submit-failure';
import { toast } from '../../../lib/toast';
import { useSaveRoutine } from '../api/routine-changes';

const routineChecks = lazyResolver(
  async () => (await import('../utils/life-os-resolvers')).routineResolver,
);

const FIELDS = ['name', 'time', 'next_action', 'is_active', 'reminder'] as const;

function RoutineForm({ routine, onDone }: { routine: Routine | null; onDone: () => void }) {
  const save = useSaveRoutine();
  const form = useForm<z.input<typeof routineInputSchema>, unknown, RoutineInput>({
    resolver: routineChecks.resolver,
    defaultValues: {
      name: routine?.name ?? '',
      time: routine?.time ?? ROUTINE_DEFAULT_TIME,
      next_action: routine?.next_action ?? '',
      is_active: routine?.is_active ?? true,
      reminder: routine?.reminder ?? true,
    },
  });
  useEffect(() => routineChecks.preload(), []);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: routine?.id, body });
      toast.success(routine ? 'Routine Updated' : 'Routine Added', { description: saved.name });
      onDone();
    } catch (error) {
      showSubmitFailure(error, {
        fields: FIELDS,
        setError: form.setError,
        toast: 'Routine Not Saved',
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-4 sm:grid-cols-[1fr_10rem]">
      <FormField
        label="Name"
        required
        placeholder="e.g. Morning run"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <FormField label="Time" type="time" error={errors.time?.message} {...form.register('time')} />
      <FormField
        label="Next action"
        optional
        placeholder="e.g. Lay out running shoes"
        className="sm:col-span-2"
        error={errors.next_action?.message}
        {...form.register('next_action')}
      />
      <Checkbox
        label="Remind me"
        description="An e-mail at its time, unless your persona turns reminders off."
        className="sm:col-span-2"
        {...form.register('reminder')}
      />
      <Checkbox
        label="Active"
        description="Paused routines are kept but not counted or reminded."
        className="sm:col-span-2"
        {...form.register('is_active')}
      />
      <DialogFormActions
        className="sm:col-span-2"
        busy={isSubmitting}
        busyLabel="Saving..."
        submitLabel={routine ? 'Save Routine' : 'Add Routine'}
      />
    </form>
  );
}

/** New routine (at 08:00 unless changed), or edit one. */
export function RoutineFormDialog({
  open,
  routine,
  onOpenChange,
}: {
  open: boolean;
  routine: Routine | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{routine ? 'Edit routine' : 'New routine'}</DialogTitle>
        <DialogDescription>
          A routine you mean to keep every day; Aurum counts how reliably you keep it.
        </DialogDescription>
        {open && (
          <RoutineForm
            key={routine?.id ?? 'new'}
            routine={routine}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
