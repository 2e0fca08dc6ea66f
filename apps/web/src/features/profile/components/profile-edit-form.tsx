import {
  PROFILE_TOASTS,
  profileUpdateSchema,
  type Profile,
} from '@aurum/shared/profile/profile-contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { PhoneField } from '../../../components/phone-field';
import { FormField } from '../../../components/ui/form-field';
import { showSubmitFailure } from '../../../lib/submit-failure';
import { useUpdateProfile } from '../api/update-profile';
import { PROFILE_FIELDS, toProfileForm, type ProfileField } from '../utils/profile-form';

const today = () => new Date().toISOString().slice(0, 10);

/** Edit mode of the Personal Information card: Save writes and reloads, Cancel restores. */
export function ProfileEditForm({
  profile,
  email,
  onDone,
}: {
  profile: Profile;
  email: string;
  onDone: () => void;
}) {
  const update = useUpdateProfile();
  const form = useForm({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: toProfileForm(profile),
  });
  const { errors, isSubmitting } = form.formState;
  const saving = isSubmitting || update.isPending;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      toast.success(PROFILE_TOASTS.updatedTitle, { description: PROFILE_TOASTS.updated });
      onDone();
    } catch (error) {
      showSubmitFailure(error, {
        fields: PROFILE_FIELDS,
        setError: form.setError,
        type: 'server',
        shouldFocus: true,
      });
      toast.error(PROFILE_TOASTS.updateFailedTitle, { description: PROFILE_TOASTS.updateFailed });
    }
  });

  const cancel = () => {
    form.reset(toProfileForm(profile));
    onDone();
  };

  const field = (name: ProfileField) => ({ error: errors[name]?.message, ...form.register(name) });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <FormField label="Full Name" autoComplete="name" {...field('name')} />
      <FormField
        label="Email"
        type="email"
        value={email}
        readOnly
        aria-readonly="true"
        className="[&_input]:cursor-default [&_input]:text-zinc-400"
      >
        <p className="text-xs text-zinc-400">Your sign-in email can&apos;t be changed here.</p>
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <PhoneField label="Phone" autoComplete="tel" {...field('phone')} />
        <FormField
          label="Location"
          autoComplete="address-level2"
          placeholder="e.g. Sandton, Johannesburg"
          {...field('location')}
        />
        <FormField
          label="Emergency Contact Name"
          autoComplete="off"
          {...field('emergency_contact_name')}
        />
        <PhoneField
          label="Emergency Contact Phone"
          autoComplete="off"
          {...field('emergency_contact_phone')}
        />
        <FormField
          label="Date of Birth"
          type="date"
          min="1900-01-01"
          max={today()}
          autoComplete="bday"
          {...field('date_of_birth')}
        />
      </div>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={cancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
