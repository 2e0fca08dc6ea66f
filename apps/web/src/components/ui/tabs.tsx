import * as TabsPrimitive from '@radix-ui/react-tabs';
import { createContext, useContext, useId, useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** The open tab and the ids that tie each tab to its panel. */
const TabsState = createContext<{ baseId: string; value: string | undefined } | null>(null);

function useTabsState() {
  const state = useContext(TabsState);
  if (!state) throw new Error('Tabs parts belong inside <Tabs>');
  return state;
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

/**
 * Radix Tabs for the tab list (roving focus, arrow keys, activation on focus), with panels of our
 * own: Radix's panel measures its computed style as it mounts to run exit animations Aurum does
 * not use, which makes the browser work out the whole page's styles in the middle of a screen's
 * first render (ADR 027). Controlled (`value`) or not (`defaultValue`), as Radix's.
 */
export function Tabs({
  value,
  defaultValue,
  onValueChange,
  ...props
}: ComponentProps<typeof TabsPrimitive.Root>) {
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const baseId = useId();
  const change = (next: string) => {
    setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsState.Provider value={{ baseId, value: current }}>
      <TabsPrimitive.Root value={current} onValueChange={change} {...props} />
    </TabsState.Provider>
  );
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'grid grid-cols-2 gap-1 rounded-xl border border-ink-600 bg-ink-900 p-1',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  const { baseId } = useTabsState();
  return (
    <TabsPrimitive.Trigger
      id={tabId(baseId, props.value)}
      aria-controls={panelId(baseId, props.value)}
      className={cn(
        'h-10 cursor-pointer rounded-lg text-sm font-semibold text-zinc-300 transition-colors hover:text-gold-300',
        'data-[state=active]:bg-gold-500 data-[state=active]:text-ink-950',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-300',
        className,
      )}
      {...props}
    />
  );
}

/** A tab's panel: always in the page (hidden while another tab is open), its content only while open. */
export function TabsContent({
  value,
  className,
  children,
  ...props
}: ComponentProps<'div'> & { value: string }) {
  const { baseId, value: open } = useTabsState();
  const selected = value === open;
  return (
    <div
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={tabId(baseId, value)}
      data-state={selected ? 'active' : 'inactive'}
      hidden={!selected}
      tabIndex={0}
      // A Tab stop of its own (the WAI-ARIA tabs pattern): the ring shows where the focus is.
      className={cn(
        'mt-6 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gold-400/70',
        className,
      )}
      {...props}
    >
      {selected && children}
    </div>
  );
}
