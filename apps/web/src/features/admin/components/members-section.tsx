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
          <div className="relative overflow-x-auto rounded-xl border border-ink-600">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <thead className="bg-ink-900/80 text-xs tracking-wide text-zinc-400 uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Member
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Tier
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Verification
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Joined
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    Requests this month
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-600">
                {members.data.map((member) => (
                  <tr key={member.id} className="bg-ink-800/40">
                    <td className="px-4 py-3">
                      <p className="font-semibold text-zinc-100">{member.name || '—'}</p>
                      <p className="text-xs break-all text-zinc-400">{member.email}</p>
                    </td>
                    <td className="px-4 py-3">
                      <Badge tone={tierColour(member.tier)}>
                        {staffLabel('memberTier', member.tier)}
                      </Badge>
                    </td>
                    <td className="px-4 py-3 text-zinc-300">
                      {staffLabel('verification', member.verification)}
                    </td>
                    <td className="px-4 py-3 text-zinc-300">{formatDate(member.created_at)}</td>
                    <td className="px-4 py-3 text-right text-zinc-100 tabular-nums">
                      {member.requests_this_month}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </div>
  );
}
