import type {
  AdminServiceRequestDetail,
  AssignProviderBody,
  assignProviderSchema,
} from '@aurum/shared/admin/requests-contract';
import { canAssignProvider } from '@aurum/shared/admin/request-queue-rules';
import { REQUEST_TOASTS } from '@aurum/shared/requests/request-rules';
import { serviceTypeLabel } from '@aurum/shared/requests/service-types';
import { UserPlus } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { toast } from '../../../lib/toast';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { ControlField } from '../../../components/ui/control-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { useRequestCandidates } from '../api/get-request-candidates';
import { useAdminProviders } from '../api/manage-providers';
import { useAssignProvider } from '../api/update-admin-request';
import { providerChoices } from '../utils/provider-choices';

const assignChecks = lazyResolver(
  async () => (await import('../utils/admin-form-resolvers')).assignProviderResolver,
);

type AssignValues = z.output<typeof assignProviderSchema>;

const optionText = (provider: { name: string; location: string; rating: number }) =>
  `${provider.name} · ${provider.location} · ${provider.rating.toFixed(1)}★`;

/**
 * "Assign provider": the providers automatic matching would ask, in its order (those already
 * asked say so and cannot be chosen again); "Show all providers" adds the other active ones.
 */
export function AssignProviderForm({ request }: { request: AdminServiceRequestDetail }) {
  const open = canAssignProvider(request);
  const candidates = useRequestCandidates(request.id, open);
  const [showAll, setShowAll] = useState(false);
  const providers = useAdminProviders({ active: 'true' }, open && showAll);
  const assign = useAssignProvider();
  const [search, setSearch] = useState('');
  const showAllId = useId();
  const form = useForm<AssignProviderBody, unknown, AssignValues>({
    resolver: assignChecks.resolver,
    defaultValues: { providerId: '', assignedBy: 'manual' },
  });
  useEffect(() => assignChecks.preload(), []);
  const { matching, others } = useMemo(
    () => providerChoices(candidates.data ?? [], showAll ? (providers.data ?? []) : [], search),
    [candidates.data, providers.data, showAll, search],
  );
  const loading = candidates.isPending || (showAll && providers.isPending);

  if (!open) {
    return (
      <div>
        <h3 className="font-semibold text-gold-300">Assign provider</h3>
        <p className="mt-2 text-sm text-zinc-400">
          {request.confirmation_status === 'confirmed'
            ? 'A provider has confirmed this request.'
            : 'This request is closed.'}
        </p>
      </div>
    );
  }

  const onSubmit = form.handleSubmit(async ({ providerId }) => {
    const provider =
      matching.find((candidate) => candidate.id === providerId) ??
      others.find((candidate) => candidate.id === providerId);
    try {
      await assign.mutateAsync({
        id: request.id,
        body: {
          serviceRequestId: request.id,
          providerId,
          providerName: provider?.name,
          providerEmail:
            provider && 'contact_email' in provider ? provider.contact_email : undefined,
          serviceType: request.service_type,
          assignedBy: 'manual',
        },
      });
      toast.success('Provider assigned', {
        description: `${provider?.name ?? 'The provider'} has been e-mailed and asked to confirm.`,
      });
      form.reset({ providerId: '', assignedBy: 'manual' });
      setSearch('');
    } catch (error) {
      toast.error(REQUEST_TOASTS.assignmentFailedTitle, {
        description:
          error instanceof Error && error.message ? error.message : REQUEST_TOASTS.assignmentFailed,
      });
    }
  });

  const typeLabel = serviceTypeLabel(request.service_type);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <h3 className="font-semibold text-gold-300">Assign provider</h3>
      <ControlField label="Find a provider">
        {(control) => (
          <Input
            {...control}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Name, location or e-mail"
          />
        )}
      </ControlField>
      <ControlField label="Provider" error={form.formState.errors.providerId?.message}>
        {(control) => (
          <Select {...control} {...form.register('providerId')} disabled={loading}>
            <option value="">{loading ? 'Loading providers...' : 'Choose a provider'}</option>
            {matching.length > 0 && (
              <optgroup label={`Matching ${typeLabel} providers`}>
                {matching.map((provider) => (
                  <option key={provider.id} value={provider.id} disabled={provider.already_asked}>
                    {optionText(provider)}
                    {provider.already_asked && ' · already asked'}
                  </option>
                ))}
              </optgroup>
            )}
            {others.length > 0 && (
              <optgroup label="Other providers">
                {others.map((provider) => (
                  <option key={provider.id} value={provider.id}>
                    {optionText(provider)}
                  </option>
                ))}
              </optgroup>
            )}
          </Select>
        )}
      </ControlField>
      {!loading && matching.length === 0 && !showAll && (
        <p className="text-sm text-zinc-400">
          No active {typeLabel} provider serves this location: show all providers to choose one.
        </p>
      )}
      <label htmlFor={showAllId} className="flex items-center gap-2 text-sm text-zinc-300">
        <input
          id={showAllId}
          type="checkbox"
          checked={showAll}
          onChange={(event) => setShowAll(event.target.checked)}
          className="size-4 accent-gold-500"
        />
        Show all providers
      </label>
      <Button type="submit" disabled={form.formState.isSubmitting}>
        <UserPlus aria-hidden="true" className="size-4" />
        {form.formState.isSubmitting ? 'Assigning...' : 'Assign provider'}
      </Button>
    </form>
  );
}
