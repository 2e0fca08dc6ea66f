import type { AdminProvider } from '@aurum/shared/admin/providers-contract';
import { serviceTypeLabel, SERVICE_TYPES } from '@aurum/shared/requests/service-types';
import { KeyRound, Pencil, Plus, Power, Search } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { useAdminProviders, useSetProviderActive } from '../api/manage-providers';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { ActiveBadge } from './admin-badges';
import { ProviderAccountDialog } from './provider-account-dialog';
import { ProviderFormDialog } from './provider-form-dialog';
import { formatPriceText } from '@aurum/shared/format/money';
import { DotSeparated } from '../../../components/ui/dot-separated';

type Editing = { provider: AdminProvider | null } | null;

/** Providers: search and filter, create and edit, (de)activate, create a provider's sign-in. */
export function ProvidersSection() {
  const [q, setQ] = useState('');
  const [serviceType, setServiceType] = useState('');
  const [active, setActive] = useState('');
  const search = useDebouncedValue(q);
  const providers = useAdminProviders({ q: search, service_type: serviceType, active });
  const [editing, setEditing] = useState<Editing>(null);
  const [account, setAccount] = useState<AdminProvider | null>(null);

  return (
    <div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end">
        <div className="space-y-1.5 sm:col-span-2 lg:col-span-1">
          <Label htmlFor="provider-search">Search</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-500"
            />
            <Input
              id="provider-search"
              type="search"
              value={q}
              onChange={(event) => setQ(event.target.value)}
              placeholder="Name, e-mail or location"
              className="pl-9"
            />
          </div>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="provider-type">Service type</Label>
          <Select
            id="provider-type"
            value={serviceType}
            onChange={(event) => setServiceType(event.target.value)}
          >
            <option value="">All services</option>
            {SERVICE_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="provider-active">Status</Label>
          <Select id="provider-active" value={active} onChange={(e) => setActive(e.target.value)}>
            <option value="">Active and inactive</option>
            <option value="true">Active</option>
            <option value="false">Inactive</option>
          </Select>
        </div>
        <Button
          onClick={() => setEditing({ provider: null })}
          className="sm:col-span-2 lg:col-span-1"
        >
          <Plus aria-hidden="true" className="size-4" />
          New provider
        </Button>
      </div>

      <div className="mt-5">
        {providers.isPending ? (
          <p role="status" className="py-10 text-center text-zinc-400">
            Loading providers...
          </p>
        ) : providers.isError ? (
          <p className="py-10 text-center text-red-300">The providers could not be loaded.</p>
        ) : providers.data.length === 0 ? (
          <p className="py-10 text-center text-zinc-400">No providers match these filters.</p>
        ) : (
          <ul aria-label="Providers" className="space-y-2">
            {providers.data.map((provider) => (
              <ProviderRow
                key={provider.id}
                provider={provider}
                onEdit={() => setEditing({ provider })}
                onCreateAccount={() => setAccount(provider)}
              />
            ))}
          </ul>
        )}
      </div>

      <ProviderFormDialog
        open={editing !== null}
        provider={editing?.provider ?? null}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <ProviderAccountDialog
        provider={account}
        onOpenChange={(open) => !open && setAccount(null)}
      />
    </div>
  );
}

function ProviderRow({
  provider,
  onEdit,
  onCreateAccount,
}: {
  provider: AdminProvider;
  onEdit: () => void;
  onCreateAccount: () => void;
}) {
  const setActive = useSetProviderActive();
  const toggle = async () => {
    try {
      const saved = await setActive.mutateAsync({ id: provider.id, active: !provider.is_active });
      toast.success(saved.is_active ? 'Provider activated' : 'Provider deactivated', {
        description: saved.is_active
          ? `${saved.name} is offered to members again.`
          : `${saved.name} is no longer matched or offered to members.`,
      });
    } catch (error) {
      toast.error('Could not change the provider', {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-ink-600 bg-ink-800/60 px-4 py-3">
      <div className="min-w-0 flex-1 basis-64">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-zinc-50">{provider.name}</span>
          <ActiveBadge active={provider.is_active} />
          {provider.account_email && <Badge tone="blue">Has sign-in</Badge>}
        </div>
        <p className="mt-1 text-sm text-zinc-300">
          {serviceTypeLabel(provider.service_type)} · {provider.location} ·{' '}
          {provider.rating.toFixed(1)}★ ({provider.review_count})
        </p>
        <p className="mt-0.5 truncate text-xs text-zinc-500">
          <DotSeparated
            parts={[
              provider.contact_email,
              provider.contact_phone,
              formatPriceText(provider.price_range),
            ]}
          />
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${provider.name}`}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void toggle()}
          disabled={setActive.isPending}
          aria-label={`${provider.is_active ? 'Deactivate' : 'Activate'} ${provider.name}`}
        >
          <Power aria-hidden="true" className="size-4" />
          {provider.is_active ? 'Deactivate' : 'Activate'}
        </Button>
        {!provider.account_email && (
          <Button
            variant="ghost"
            size="sm"
            onClick={onCreateAccount}
            aria-label={`Create sign-in for ${provider.name}`}
          >
            <KeyRound aria-hidden="true" className="size-4" />
            Create sign-in
          </Button>
        )}
      </div>
    </li>
  );
}
