import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminTable, type AdminColumn } from './admin-table';

interface Listing {
  id: string;
  provider: string;
  priority: number;
}

const columns: AdminColumn<Listing>[] = [
  { header: 'Provider', rowHeader: true, cell: (listing) => listing.provider },
  { header: 'Priority', align: 'right', cell: (listing) => listing.priority },
  {
    header: 'Actions',
    hiddenHeader: true,
    cell: (listing) => <button>Edit {listing.provider}</button>,
  },
];

describe('AdminTable', () => {
  it('is named by its caption, heads its columns and names each row by its row header', () => {
    render(
      <AdminTable
        caption="Featured listings, by priority"
        columns={columns}
        rows={[
          { id: '1', provider: 'Cape Chauffeurs', priority: 1 },
          { id: '2', provider: 'Karoo Kitchen', priority: 2 },
        ]}
        rowKey={(listing) => listing.id}
      />,
    );
    const table = screen.getByRole('table', { name: 'Featured listings, by priority' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Provider', 'Priority', 'Actions']);
    expect(within(table).getByText('Actions').className).toBe('sr-only');
    const row = within(table).getByRole('row', { name: /Karoo Kitchen/ });
    expect(within(row).getByRole('rowheader').textContent).toBe('Karoo Kitchen');
    expect(within(row).getByRole('cell', { name: '2' }).className).toContain('text-right');
  });

  it('scrolls inside a frame that contains its screen-reader text on a phone', () => {
    render(
      <AdminTable caption="Members" columns={columns} rows={[]} rowKey={(listing) => listing.id} />,
    );
    const frame = screen.getByRole('table').parentElement!;
    expect(frame.className).toContain('relative');
    expect(frame.className).toContain('overflow-x-auto');
  });
});
