import type { AdminProvider } from '@aurum/shared/admin/providers-contract';
import type { FeaturedListing } from '@aurum/shared/marketplace/marketplace-staff-contract';
import { CalendarPlus, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { formatDate } from '@aurum/shared/format/dates';
import { johannesburgDate } from '../../../lib/format';
import { useDeleteFeatured, useFeaturedListings } from '../api/manage-featured';
import { useAdminProviders } from '../api/manage-providers';
import { ActiveBadge } from './admin-badges';
import { AdminTable, type AdminColumn } from './admin-table';
import { FeaturedListingDialog } from './featured-listing-dialog';
import { GenerateSlotsDialog } from './generate-slots-dialog';

const day = (date: string) => formatDate(`${date}T12:00:00Z`);

const FEATURED_COLUMNS: AdminColumn<FeaturedListing>[] = [
  {
    header: 'Provider',
    rowHeader: true,
    className: 'font-semibold text-zinc-50',
    cell: (listing) => listing.provider_name,
  },
  {
    header: 'Dates',
    className: 'text-zinc-300',
    cell: (listing) => `${day(listing.start_date)} – ${day(listing.end_date)}`,
  },
  {
    header: 'Priority',
    className: 'text-zinc-300 tabular-nums',
    cell: (listing) => listing.priority_order,
  },
  { header: 'Status', cell: (listing) => <ActiveBadge active={listing.is_active} /> },
];

/** Marketplace: the featured listings members see, and each provider's bookable slots. */
export function MarketplaceSection() {
  const today = johannesburgDate();
  const featured = useFeaturedListings();
  const providers = useAdminProviders({ active: 'true' });
  const remove = useDeleteFeatured();
  const [editing, setEditing] = useState<{ listing: FeaturedListing | null } | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [slotsFor, setSlotsFor] = useState<AdminProvider | null>(null);

  const confirmDelete = async (listing: FeaturedListing) => {
    try {
      await remove.mutateAsync(listing.id);
      toast.success('Featured listing removed', { description: listing.provider_name });
    } catch (error) {
      toast.error('Could not remove the listing', {
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setDeleting(null);
    }
  };

  const actions = (listing: FeaturedListing) => (
    <div className="flex justify-end gap-1">
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Edit ${listing.provider_name}`}
        onClick={() => setEditing({ listing })}
      >
        <Pencil aria-hidden="true" className="size-4" />
        Edit
      </Button>
      {deleting === listing.id ? (
        <Button
          variant="danger"
          size="sm"
          disabled={remove.isPending}
          onClick={() => void confirmDelete(listing)}
        >
          Confirm delete
        </Button>
      ) : (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Delete ${listing.provider_name}`}
          onClick={() => setDeleting(listing.id)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </Button>
      )}
    </div>
  );
  const columns: AdminColumn<FeaturedListing>[] = [
    ...FEATURED_COLUMNS,
    { header: 'Actions', hiddenHeader: true, cell: actions },
  ];

  return (
    <div className="space-y-10">
      <section aria-labelledby="featured-listings">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="featured-listings" className="font-display text-xl font-semibold text-zinc-50">
            Featured listings
          </h2>
          <Button onClick={() => setEditing({ listing: null })}>
            <Plus aria-hidden="true" className="size-4" />
            New featured listing
          </Button>
        </div>
        {featured.isPending ? (
          <p role="status" className="py-8 text-center text-zinc-400">
            Loading featured listings...
          </p>
        ) : featured.isError ? (
          <p className="py-8 text-center text-red-300">
            The featured listings could not be loaded.
          </p>
        ) : featured.data.length === 0 ? (
          <p className="py-8 text-center text-zinc-400">No featured listings yet.</p>
        ) : (
          <AdminTable
            className="mt-4"
            caption="Featured listings, by priority"
            columns={columns}
            rows={featured.data}
            rowKey={(listing) => listing.id}
          />
        )}
      </section>
      <section aria-labelledby="provider-slots">
        <h2 id="provider-slots" className="font-display text-xl font-semibold text-zinc-50">
          Bookable slots
        </h2>
        <p className="mt-1 text-sm text-zinc-400">
          Slots are made from each provider&apos;s availability hours; members book them from the
          marketplace.
        </p>
        {providers.isPending ? (
          <p role="status" className="py-8 text-center text-zinc-400">
            Loading providers...
          </p>
        ) : providers.isError ? (
          <p className="py-8 text-center text-red-300">The providers could not be loaded.</p>
        ) : (
          <ul
            aria-label="Active providers"
            className="mt-4 grid grid-cols-1 gap-3 md:grid-cols-2 2xl:grid-cols-3"
          >
            {providers.data.map((provider) => (
              <li
                key={provider.id}
                className="flex items-center gap-3 rounded-xl border border-ink-600 bg-ink-800/60 p-4"
              >
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold text-zinc-50">{provider.name}</p>
                  <p className="truncate text-xs text-zinc-400">
                    {provider.availability_hours || 'No availability hours set'}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Generate slots for ${provider.name}`}
                  onClick={() => setSlotsFor(provider)}
                >
                  <CalendarPlus aria-hidden="true" className="size-4" />
                  Generate slots
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <FeaturedListingDialog
        open={editing !== null}
        listing={editing?.listing ?? null}
        providers={providers.data ?? []}
        today={today}
        onOpenChange={(open) => !open && setEditing(null)}
      />
      <GenerateSlotsDialog provider={slotsFor} today={today} onClose={() => setSlotsFor(null)} />
    </div>
  );
}
