import { formatDate, formatWeekdayDateTime } from '@aurum/shared/format/dates';
import { formatMoney } from '@aurum/shared/format/money';
import type {
  AdminGift,
  AdminPerk,
  AdminSocietyEvent,
} from '@aurum/shared/society/society-contract';
import { SOCIETY_LABELS } from '@aurum/shared/society/society-rules';
import { Pencil, Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { showSubmitFailure } from '../../../lib/submit-failure';
import {
  useAdminGifts,
  useAdminPerks,
  useAdminSocietyEvents,
  useRetire,
} from '../api/manage-society';
import { AdminTable } from './admin-table';
import { SocietyEventForm } from './society-event-form';
import { SocietyDialog } from './society-form-parts';
import { GiftForm } from './society-gift-form';
import { PerkForm } from './society-perk-form';

type Editing =
  | { kind: 'perk'; row: AdminPerk | null }
  | { kind: 'event'; row: AdminSocietyEvent | null }
  | { kind: 'gift'; row: AdminGift | null }
  | null;

function Part({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="font-display text-xl font-semibold text-gold-300">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function Loading<T>({
  query,
  what,
  children,
}: {
  query: { isPending: boolean; isError: boolean; data?: T[] };
  what: string;
  children: (rows: T[]) => ReactNode;
}) {
  if (query.isPending)
    return (
      <p role="status" className="py-6 text-zinc-400">
        Loading {what}...
      </p>
    );
  if (query.isError || !query.data) {
    return <p className="py-6 text-red-300">The {what} could not be loaded.</p>;
  }
  if (query.data.length === 0) return <p className="py-6 text-zinc-400">No {what} yet.</p>;
  return children(query.data);
}

/**
 * Society in the staff console (issue 30): the perks and events members see (create, edit,
 * retire, restore) and the gifts recorded for members.
 */
export function SocietySection() {
  const perks = useAdminPerks();
  const events = useAdminSocietyEvents();
  const [search, setSearch] = useState('');
  const gifts = useAdminGifts(search.trim());
  const retire = useRetire();
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);

  const retireButton = (
    kind: 'perks' | 'events',
    row: { id: string; title: string; retired: boolean },
  ) => (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`${row.retired ? 'Restore' : 'Retire'} ${row.title}`}
      onClick={() =>
        retire
          .mutateAsync({ kind, id: row.id, retire: !row.retired })
          .catch((error: unknown) => showSubmitFailure(error, { toast: 'Could not change it' }))
      }
    >
      {row.retired ? 'Restore' : 'Retire'}
    </Button>
  );
  const editButton = (name: string, open: () => void) => (
    <Button variant="ghost" size="sm" aria-label={`Edit ${name}`} onClick={open}>
      <Pencil aria-hidden="true" className="size-4" />
      Edit
    </Button>
  );
  const state = (retired: boolean) => (
    <Badge tone={retired ? 'grey' : 'green'}>{retired ? 'Retired' : 'Live'}</Badge>
  );

  return (
    <div className="space-y-10">
      <Part
        id="society-perks"
        title="Perks"
        action={
          <Button onClick={() => setEditing({ kind: 'perk', row: null })}>
            <Plus aria-hidden="true" className="size-4" />
            New perk
          </Button>
        }
      >
        <Loading query={perks} what="perks">
          {(rows) => (
            <AdminTable
              caption="Society perks"
              wide
              rows={rows}
              rowKey={(row) => row.id}
              columns={[
                { header: 'Perk', rowHeader: true, cell: (row) => row.title },
                {
                  header: 'Tier',
                  cell: (row) =>
                    `${SOCIETY_LABELS.tier[row.tier]} · ${SOCIETY_LABELS.perkCategory[row.category]}`,
                },
                { header: 'Value', cell: (row) => row.value },
                {
                  header: 'Stock',
                  cell: (row) => (row.stock === null ? 'Unlimited' : `${row.stock} left`),
                },
                { header: 'Redeemed', align: 'right', cell: (row) => String(row.redemptions) },
                { header: 'State', cell: (row) => state(row.retired) },
                {
                  header: 'Actions',
                  hiddenHeader: true,
                  align: 'right',
                  cell: (row) => (
                    <div className="flex justify-end gap-1">
                      {editButton(row.title, () => setEditing({ kind: 'perk', row }))}
                      {retireButton('perks', row)}
                    </div>
                  ),
                },
              ]}
            />
          )}
        </Loading>
      </Part>

      <Part
        id="society-events"
        title="Events"
        action={
          <Button onClick={() => setEditing({ kind: 'event', row: null })}>
            <Plus aria-hidden="true" className="size-4" />
            New event
          </Button>
        }
      >
        <Loading query={events} what="events">
          {(rows) => (
            <AdminTable
              caption="Society events"
              wide
              rows={rows}
              rowKey={(row) => row.id}
              columns={[
                { header: 'Event', rowHeader: true, cell: (row) => row.title },
                { header: 'When', cell: (row) => formatWeekdayDateTime(row.date) },
                { header: 'Tier', cell: (row) => SOCIETY_LABELS.tier[row.tier_requirement] },
                {
                  header: 'Seats',
                  align: 'right',
                  cell: (row) => `${row.attendees} / ${row.capacity}`,
                },
                { header: 'Waitlist', align: 'right', cell: (row) => String(row.waitlist_length) },
                { header: 'State', cell: (row) => state(row.retired) },
                {
                  header: 'Actions',
                  hiddenHeader: true,
                  align: 'right',
                  cell: (row) => (
                    <div className="flex justify-end gap-1">
                      {editButton(row.title, () => setEditing({ kind: 'event', row }))}
                      {retireButton('events', row)}
                    </div>
                  ),
                },
              ]}
            />
          )}
        </Loading>
      </Part>

      <Part
        id="society-gifts"
        title="Gifts"
        action={
          <Button onClick={() => setEditing({ kind: 'gift', row: null })}>
            <Plus aria-hidden="true" className="size-4" />
            Record gift
          </Button>
        }
      >
        <label className="block max-w-sm text-sm text-zinc-300">
          <span className="mb-1 block">Search gifts</span>
          <Input
            type="search"
            value={search}
            placeholder="Member e-mail, name or gift"
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        <Loading query={gifts} what="gifts">
          {(rows) => (
            <AdminTable
              caption="Gifts recorded for members"
              rows={rows}
              rowKey={(row) => row.id}
              columns={[
                { header: 'Gift', rowHeader: true, cell: (row) => row.gift_name },
                { header: 'Member', cell: (row) => row.member_name ?? row.member_email },
                { header: 'Sent', cell: (row) => formatDate(row.sent_date) },
                { header: 'Value', align: 'right', cell: (row) => formatMoney(row.value_cents) },
                { header: 'Status', cell: (row) => SOCIETY_LABELS.giftStatus[row.status] },
                {
                  header: 'Actions',
                  hiddenHeader: true,
                  align: 'right',
                  cell: (row) => editButton(row.gift_name, () => setEditing({ kind: 'gift', row })),
                },
              ]}
            />
          )}
        </Loading>
      </Part>

      <SocietyDialog
        open={editing?.kind === 'perk'}
        title={editing?.row ? 'Edit perk' : 'New perk'}
        description="Perks are redeemed by members of the tier (and higher); discounts go up to 20%."
        onOpenChange={(open) => !open && close()}
      >
        {editing?.kind === 'perk' && <PerkForm perk={editing.row} onDone={close} />}
      </SocietyDialog>
      <SocietyDialog
        open={editing?.kind === 'event'}
        title={editing?.row ? 'Edit event' : 'New event'}
        description="Members of the tier and above see the event; the time is Johannesburg time."
        onOpenChange={(open) => !open && close()}
      >
        {editing?.kind === 'event' && <SocietyEventForm event={editing.row} onDone={close} />}
      </SocietyDialog>
      <SocietyDialog
        open={editing?.kind === 'gift'}
        title={editing?.row ? 'Edit gift' : 'Record a gift'}
        description="The member sees the gift on the Gifts tab of Society."
        onOpenChange={(open) => !open && close()}
      >
        {editing?.kind === 'gift' && <GiftForm gift={editing.row} onDone={close} />}
      </SocietyDialog>
    </div>
  );
}
