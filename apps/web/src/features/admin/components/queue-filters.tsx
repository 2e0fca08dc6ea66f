import type { RequestQueueFilters } from '@aurum/shared/admin/requests-contract';
import { staffLabel } from '@aurum/shared/admin/staff-labels';
import { CONFIRMATION_STATUSES } from '@aurum/shared/requests/confirmation-status';
import { REQUEST_STATUSES } from '@aurum/shared/requests/request-status';
import { SERVICE_TYPES } from '@aurum/shared/requests/service-types';
import { Search } from 'lucide-react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';

export const NO_FILTERS: RequestQueueFilters = {
  status: '',
  confirmation: '',
  service_type: '',
  q: '',
};

/** Status, confirmation, service type and a search of description, member name and e-mail. */
export function QueueFilters({
  filters,
  onChange,
}: {
  filters: RequestQueueFilters;
  onChange: (filters: RequestQueueFilters) => void;
}) {
  const set = (key: keyof RequestQueueFilters) => (value: string) =>
    onChange({ ...filters, [key]: value });
  return (
    <div
      className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]"
      role="search"
    >
      <div className="col-span-2 space-y-1.5 lg:col-span-1">
        <Label htmlFor="queue-search">Search</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-500"
          />
          <Input
            id="queue-search"
            type="search"
            value={filters.q}
            onChange={(event) => set('q')(event.target.value)}
            placeholder="Description, member name or e-mail"
            className="pl-9"
          />
        </div>
      </div>
      <FilterSelect
        id="queue-status"
        label="Status"
        value={filters.status}
        onChange={set('status')}
        any="Any status"
        options={REQUEST_STATUSES.map((value) => [value, staffLabel('requestStatus', value)])}
      />
      <FilterSelect
        id="queue-confirmation"
        label="Confirmation"
        value={filters.confirmation}
        onChange={set('confirmation')}
        any="Any"
        options={CONFIRMATION_STATUSES.map((value) => [value, staffLabel('confirmation', value)])}
      />
      <FilterSelect
        className="col-span-2 lg:col-span-1"
        id="queue-service-type"
        label="Service type"
        value={filters.service_type}
        onChange={set('service_type')}
        any="All services"
        options={SERVICE_TYPES.map((type) => [type.value, type.label])}
      />
    </div>
  );
}

function FilterSelect(props: {
  className?: string;
  id: string;
  label: string;
  value: string;
  any: string;
  options: (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  return (
    <div className={cn('min-w-0 space-y-1.5', props.className)}>
      <Label htmlFor={props.id}>{props.label}</Label>
      <Select
        id={props.id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        <option value="">{props.any}</option>
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </Select>
    </div>
  );
}
