import type {
  AdminCategory,
  CategoryInput,
  CategoryValues,
} from '@aurum/shared/admin/categories-contract';
import { CATEGORY_ICONS } from '@aurum/shared/admin/categories-rules';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { toast } from '../../../lib/toast';
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
import { showSubmitFailure } from '../../../lib/submit-failure';
import { useSaveCategory } from '../api/manage-categories';
import { humanise } from '@aurum/shared/admin/staff-labels';
import { CategoryIcon } from '../../../components/category-icon';

const categoryChecks = lazyResolver(
  async () => (await import('../utils/admin-form-resolvers')).categoryResolver,
);

const FIELDS = ['name', 'description', 'icon', 'is_active'] as const;

function CategoryForm({
  category,
  onDone,
}: {
  category: AdminCategory | null;
  onDone: () => void;
}) {
  const save = useSaveCategory();
  const form = useForm<CategoryInput, unknown, CategoryValues>({
    resolver: categoryChecks.resolver,
    defaultValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      icon: (category?.icon ?? 'home') as CategoryInput['icon'],
      is_active: category?.is_active ?? true,
    },
  });
  useEffect(() => categoryChecks.preload(), []);
  const { errors, isSubmitting } = form.formState;
  const icon = useWatch({ control: form.control, name: 'icon' }) ?? 'home';

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: category?.id, body });
      toast.success(category ? 'Category updated' : 'Category added', { description: body.name });
      onDone();
    } catch (error) {
      showSubmitFailure(error, {
        fields: FIELDS,
        setError: form.setError,
        toast: 'Could not save the category',
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
      <FormField label="Name" required error={errors.name?.message} {...form.register('name')} />
      <ControlField label="Description" error={errors.description?.message}>
        {(control) => <Textarea {...control} rows={3} {...form.register('description')} />}
      </ControlField>
      <ControlField label="Icon" error={errors.icon?.message}>
        {(control) => (
          <div className="flex items-center gap-3">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-lg border border-gold-500/40 bg-gold-500/10 text-gold-300">
              <CategoryIcon name={icon} className="size-5" />
            </span>
            <div className="flex-1">
              <Select {...control} {...form.register('icon')}>
                {CATEGORY_ICONS.map((name) => (
                  <option key={name} value={name}>
                    {humanise(name)}
                  </option>
                ))}
              </Select>
            </div>
          </div>
        )}
      </ControlField>
      <Checkbox
        label="Active"
        description="Active categories are shown to members in the marketplace."
        {...form.register('is_active')}
      />
      <DialogFormActions
        busy={isSubmitting}
        busyLabel="Saving..."
        submitLabel={category ? 'Save changes' : 'Add category'}
      />
    </form>
  );
}

export function CategoryFormDialog({
  open,
  category,
  onOpenChange,
}: {
  open: boolean;
  category: AdminCategory | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{category ? 'Edit category' : 'New category'}</DialogTitle>
        <DialogDescription>Categories group providers in the marketplace.</DialogDescription>
        {open && (
          <CategoryForm
            key={category?.id ?? 'new'}
            category={category}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
