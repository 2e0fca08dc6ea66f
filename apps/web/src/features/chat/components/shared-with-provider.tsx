import { HeartPulse } from 'lucide-react';
import { useId } from 'react';
import { ChipInput } from '../../../components/ui/chip-input';
import type { SharedDiet } from '../hooks/use-shared-diet';

/** The contract's limits of each shared list (proposalConfirmSchema). */
const LIST_LIMITS = { maxItems: 20, maxLength: 100 } as const;

function ReadOnlyList({ label, items }: { label: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h5 className="text-xs tracking-wide text-zinc-400 uppercase">{label}</h5>
      <ul className="mt-1 flex flex-wrap gap-1.5">
        {items.map((item) => (
          <li
            key={item}
            className="rounded-full border border-gold-500/40 bg-gold-500/10 px-3 py-0.5 text-sm text-gold-50"
          >
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Share the minimum (issue 27): exactly the allergies and diet the provider will be told, where
 * food is served. While the proposal is open the member may remove any or add what they choose;
 * when nothing is shared, one quiet line says so.
 */
export function SharedWithProvider({ diet, editable }: { diet: SharedDiet; editable: boolean }) {
  const headingId = useId();
  const nothing = diet.allergies.length + diet.dietary.length === 0;
  return (
    <div
      role="group"
      aria-labelledby={headingId}
      className="mt-3 space-y-2 rounded-xl border border-gold-500/20 bg-white/[0.03] p-3"
    >
      <h4
        id={headingId}
        className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-gold-300 uppercase"
      >
        <HeartPulse aria-hidden="true" className="size-3.5" /> Shared with the provider
      </h4>
      {nothing && (
        <p className="text-sm text-zinc-400">
          Nothing about your health is shared with the provider.
        </p>
      )}
      {editable ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <ChipInput
            label="Allergies"
            itemName="allergy"
            value={diet.allergies}
            onChange={diet.setAllergies}
            {...LIST_LIMITS}
          />
          <ChipInput
            label="Dietary restrictions"
            itemName="dietary restriction"
            value={diet.dietary}
            onChange={diet.setDietary}
            {...LIST_LIMITS}
          />
        </div>
      ) : (
        <>
          <ReadOnlyList label="Allergies" items={diet.allergies} />
          <ReadOnlyList label="Dietary restrictions" items={diet.dietary} />
        </>
      )}
    </div>
  );
}
