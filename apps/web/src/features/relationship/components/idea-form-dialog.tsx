import type {
  Idea,
  IdeaFormValues,
  IdeaInput,
} from '@aurum/shared/relationship/relationship-contract';
import {
  EFFORT_LEVEL_LABELS,
  EFFORT_LEVELS,
  IDEA_CATEGORIES,
  IDEA_CATEGORY_LABELS,
} from '@aurum/shared/relationship/relationship-rules';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Checkbox } from '../../../components/ui/checkbox';
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
import { Textarea } from '../../../components/ui/textarea';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { showSubmitFailure } from '../../../lib/submit-failure';
import { toast } from '../../../lib/toast';
import { useAddIdea, useChangeIdea } from '../api/relationship-changes';

const ideaChecks = lazyResolver(
  async () => (await import('../utils/relationship-resolvers')).ideaResolver,
);
const FIELDS = ['title', 'description', 'category', 'effort_level', 'budget_rand', 'tags'] as const;
const noBudgetAsNull = (value: unknown) => (value === '' || value == null ? null : Number(value));
function IdeaFormFields({
  spaceId,
  idea,
  onDone,
}: {
  spaceId: string;
  idea: Idea | null;
  onDone: () => void;
}) {
  const add = useAddIdea();
  const change = useChangeIdea();
  const form = useForm<IdeaFormValues, unknown, IdeaInput>({
    resolver: ideaChecks.resolver,
    defaultValues: {
      title: idea?.title ?? '',
      description: idea?.description ?? '',
      category: idea?.category ?? 'date_idea',
      effort_level: idea?.effort_level ?? 'medium',
      budget_rand: idea?.budget_rand ?? null,
      is_seasonal: idea?.is_seasonal ?? false,
      tags: idea?.tags.join(', ') ?? '',
    },
  });
  useEffect(() => ideaChecks.preload(), []);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = idea
        ? await change.mutateAsync({ spaceId, id: idea.id, body })
        : await add.mutateAsync({ spaceId, body });
      toast.success(idea ? 'Idea Updated' : 'Idea Saved', { description: saved.title });
      onDone();
    } catch (error) {
      showSubmitFailure(error, {
        fields: FIELDS,
        setError: form.setError,
        toast: 'Idea Not Saved',
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 grid gap-4 sm:grid-cols-2">
      <FormField
        label="Title"
        required
        placeholder="e.g. Sunset picnic at Kirstenbosch"
        className="sm:col-span-2"
        error={errors.title?.message}
        {...form.register('title')}
      />
      <ControlField label="Category" error={errors.category?.message}>
        {(control) => (
          <Select {...control} {...form.register('category')}>
            {IDEA_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {IDEA_CATEGORY_LABELS[category]}
              </option>
            ))}
          </Select>
        )}
      </ControlField>
      <ControlField label="Effort" error={errors.effort_level?.message}>
        {(control) => (
          <Select {...control} {...form.register('effort_level')}>
            {EFFORT_LEVELS.map((level) => (
              <option key={level} value={level}>
                {EFFORT_LEVEL_LABELS[level]}
              </option>
            ))}
          </Select>
        )}
      </ControlField>
      <FormField
        label="Budget (rand)"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        optional
        error={errors.budget_rand?.message}
        {...form.register('budget_rand', { setValueAs: noBudgetAsNull })}
      />
      <FormField
        label="Tags"
        optional
        placeholder="wine, outdoors"
        error={errors.tags?.message}
        {...form.register('tags')}
      />
      <ControlField
        label="Description"
        optional
        className="sm:col-span-2"
        error={errors.description?.message}
      >
        {(control) => <Textarea {...control} {...form.register('description')} />}
      </ControlField>
      <Checkbox
        className="sm:col-span-2"
        label="Seasonal"
        description="Best at a certain time of year"
        {...form.register('is_seasonal')}
      />
      <DialogFormActions
        className="sm:col-span-2"
        busy={isSubmitting}
        busyLabel="Saving..."
        submitLabel={idea ? 'Save Changes' : 'Save Idea'}
      />
    </form>
  );
}

/** Add an idea (a date, a gift or a gesture) for both partners to see, or change one. */
export function IdeaFormDialog({
  spaceId,
  idea = null,
  open,
  onOpenChange,
}: {
  spaceId: string;
  idea?: Idea | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{idea ? 'Edit idea' : 'New idea'}</DialogTitle>
        <DialogDescription>
          Keep it for later, or ask the concierge to make it happen.
        </DialogDescription>
        {open && (
          <IdeaFormFields
            key={idea?.id ?? 'new'}
            spaceId={spaceId}
            idea={idea}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
