import type {
  AdminNotesInput,
  AdminServiceRequestDetail,
  adminNotesSchema,
} from '@aurum/shared/admin/requests-contract';
import { ADMIN_NOTES_MAX_LENGTH } from '@aurum/shared/admin/request-queue-rules';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { toast } from '../../../lib/toast';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { ControlField } from '../../../components/ui/control-field';
import { Textarea } from '../../../components/ui/textarea';
import { useSaveAdminNotes } from '../api/update-admin-request';

const notesChecks = lazyResolver(
  async () => (await import('../utils/admin-form-resolvers')).adminNotesResolver,
);

/** The admin notes the member reads on /request-status. */
export function AdminNotesForm({ request }: { request: AdminServiceRequestDetail }) {
  const save = useSaveAdminNotes();
  const form = useForm<AdminNotesInput, unknown, z.output<typeof adminNotesSchema>>({
    resolver: notesChecks.resolver,
    defaultValues: { admin_notes: request.admin_notes ?? '' },
  });
  useEffect(() => notesChecks.preload(), []);
  const { errors, isDirty, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: request.id, body });
      form.reset({ admin_notes: saved.admin_notes ?? '' });
      toast.success('Notes saved', { description: 'The member sees them with the request.' });
    } catch (error) {
      toast.error('Could not save the notes', {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <ControlField
        label="Admin notes"
        error={errors.admin_notes?.message}
        hint="The member sees these notes on their Request Status page."
      >
        {(control) => (
          <Textarea
            {...control}
            {...form.register('admin_notes')}
            rows={4}
            maxLength={ADMIN_NOTES_MAX_LENGTH}
            placeholder="e.g. Driver will wait at arrivals with a name board."
          />
        )}
      </ControlField>
      <Button type="submit" size="sm" disabled={!isDirty || isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Save'}
      </Button>
    </form>
  );
}
