import { tierColour } from '@aurum/shared/membership/tier-display';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { formatDate } from '@aurum/shared/format/dates';
import { useAdminMembers } from '../api/get-admin-members';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { staffLabel } from '@aurum/shared/admin/staff-labels';
import type { AdminMember } from '@aurum/shared/admin/members-contract';
import { AdminTable, type AdminColumn } from './admin-table';
import { EndMemberSessions } from './end-member-sessions';
import { ResetFactorsDialog } from './reset-factors-dialog';

const MEMBER_COLUMNS: AdminColumn<AdminMember>[] = [
  {
    header: 'Member',
    cell: (member) => (
      <>
        <p className="font-semibold text-zinc-100">{member.name || '—'}</p>
        <p className="text-xs break-all text-zinc-400">{member.email}</p>
      </>
    ),
  },
  {
    header: 'Tier',
    cell: (member) => (
      <Badge tone={tierColour(member.tier)}>{staffLabel('memberTier', member.tier)}</Badge>
    ),
  },
  {
    header: 'Verification',
    className: 'text-zinc-300',
    cell: (member) => staffLabel('verification', member.verification),
  },
  {
    header: 'Joined',
    className: 'text-zinc-300',
    cell: (member) => formatDate(member.created_at),
  },
  {
    header: 'Requests this month',
    align: 'right',
    className: 'text-zinc-100 tabular-nums',
    cell: (member) => member.requests_this_month,
  },
  {
    header: 'Sessions',
    align: 'right',
    cell: (member) => <EndMemberSessions member={member} />,
  },
  {
    header: 'Two-factor',
    align: 'right',
    cell: (member) => <ResetFactorsDialog member={member} />,
  },
];

/** Members: searchable by name or e-mail, with tier, verification and requests this month. */
export function MembersSection() {
  const [q, setQ] = useState('');
  const search = useDebouncedValue(q);
  const members = useAdminMembers(search);
  return (
    <div>
      <div className="max-w-md space-y-1.5">
        <Label htmlFor="member-search">Search members</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-500"
          />
          <Input
            id="member-search"
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            placeholder="Name or e-mail"
            className="pl-9"
          />
        </div>
      </div>
      <div className="mt-5">
        {members.isPending ? (
          <p role="status" className="py-10 text-center text-zinc-400">
            Loading members...
          </p>
        ) : members.isError ? (
          <p className="py-10 text-center text-red-300">The members could not be loaded.</p>
        ) : members.data.length === 0 ? (
          <p className="py-10 text-center text-zinc-400">No members match this search.</p>
        ) : (
          <AdminTable
            caption="Members matching the search"
            columns={MEMBER_COLUMNS}
            rows={members.data}
            rowKey={(member) => member.id}
          />
        )}
      </div>
    </div>
  );
}
