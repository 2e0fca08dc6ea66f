import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { addressTabOf, tabValueOf } from '../lib/address-tabs';
import { cn } from '../lib/cn';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './ui/tabs';

const COLUMNS: Record<number, string> = { 2: 'grid-cols-2', 3: 'grid-cols-3', 4: 'grid-cols-4' };

/**
 * A Life OS area's tabs with the open one in the address (`?tab=quick-actions`; the first tab has
 * none), as the journal's: a link or a reload opens the same tab. Other query parameters stay.
 */
export function AddressTabs<Name extends string>({
  names,
  label,
  panels,
  className,
}: {
  names: readonly Name[];
  /** The tab list's accessible name ("Personas sections"). */
  label: string;
  panels: Record<Name, ReactNode>;
  className?: string;
}) {
  const [params, setParams] = useSearchParams();
  const open = addressTabOf(names, params);
  const change = (next: string) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next === tabValueOf(names[0]!)) changed.delete('tab');
        else changed.set('tab', next);
        return changed;
      },
      { replace: true },
    );
  return (
    <Tabs value={open} onValueChange={change} className={cn('min-w-0', className)}>
      <TabsList aria-label={label} className={COLUMNS[names.length]}>
        {names.map((name) => (
          <TabsTrigger key={name} value={tabValueOf(name)} className="px-1">
            {name}
          </TabsTrigger>
        ))}
      </TabsList>
      {names.map((name) => (
        <TabsContent key={name} value={tabValueOf(name)}>
          {panels[name]}
        </TabsContent>
      ))}
    </Tabs>
  );
}
