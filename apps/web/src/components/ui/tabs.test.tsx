import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function Sections({ onChange }: { onChange?: (value: string) => void }) {
  return (
    <Tabs defaultValue="overview" onValueChange={onChange}>
      <TabsList aria-label="Sections">
        <TabsTrigger value="overview">Overview</TabsTrigger>
        <TabsTrigger value="items">Items</TabsTrigger>
        <TabsTrigger value="memory">Memory</TabsTrigger>
      </TabsList>
      <TabsContent value="overview">All at a glance</TabsContent>
      <TabsContent value="items">Every item</TabsContent>
      <TabsContent value="memory">What you keep</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('ties each tab to its panel and shows only the open panel', () => {
    render(<Sections />);
    const overview = screen.getByRole('tab', { name: 'Overview' });
    const panel = screen.getByRole('tabpanel', { name: 'Overview' });
    expect(overview.getAttribute('aria-selected')).toBe('true');
    expect(overview.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toBe('All at a glance');
    expect(screen.getByRole('tab', { name: 'Items' }).getAttribute('aria-selected')).toBe('false');
    // The other panels are in the page, hidden and empty until opened.
    const hidden = screen.getAllByRole('tabpanel', { hidden: true }).filter((p) => p.hidden);
    expect(hidden.map((p) => p.textContent)).toEqual(['', '']);
  });

  it('opens a tab on click and with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Sections onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: 'Items' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Every item');
    expect(onChange).toHaveBeenLastCalledWith('items');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Memory' }));
    expect(screen.getByRole('tabpanel', { name: 'Memory' }).textContent).toBe('What you keep');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel').textContent).toBe('All at a glance');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tabpanel').textContent).toBe('What you keep');
  });

  it('follows the value it is given', async () => {
    function Controlled() {
      const [tab, setTab] = useState('items');
      return (
        <>
          <button type="button" onClick={() => setTab('overview')}>
            Back to the start
          </button>
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList>
              <TabsTrigger value="overview">Overview</TabsTrigger>
              <TabsTrigger value="items">Items</TabsTrigger>
            </TabsList>
            <TabsContent value="overview">All at a glance</TabsContent>
            <TabsContent value="items">Every item</TabsContent>
          </Tabs>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Controlled />);
    expect(screen.getByRole('tabpanel').textContent).toBe('Every item');
    await user.click(screen.getByRole('button', { name: 'Back to the start' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('All at a glance');
    expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });
});
