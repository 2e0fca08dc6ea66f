import {
  ACCOMMODATION_OPTIONS,
  SEATING_OPTIONS,
  VEHICLE_OPTIONS,
} from '@aurum/shared/onboarding/onboarding-options';
import { PREFERENCE_FIELD_LABELS } from '@aurum/shared/onboarding/preference-labels';
import { Car, UtensilsCrossed } from 'lucide-react';
import type { ReactNode } from 'react';
import { ChipListField } from './chip-list-field';
import { SelectField, TextareaField } from './form-controls';

function Group({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="space-y-5">
      <h3 className="flex items-center gap-2 font-display text-lg font-semibold text-gold-200">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Step 3: how the member likes to dine and travel. */
export function DiningTravelStep() {
  return (
    <div className="space-y-8">
      <Group icon={<UtensilsCrossed aria-hidden="true" className="size-5" />} title="Dining">
        <ChipListField
          name="preferences.dining.cuisineTypes"
          label={PREFERENCE_FIELD_LABELS.dining.cuisineTypes}
          itemName="cuisine type"
          placeholder="e.g. Japanese"
        />
        <SelectField
          name="preferences.dining.seatingPreference"
          label={PREFERENCE_FIELD_LABELS.dining.seatingPreference}
          placeholder="Select seating"
          options={SEATING_OPTIONS}
        />
        <TextareaField
          name="preferences.dining.specialNotes"
          label={PREFERENCE_FIELD_LABELS.dining.specialNotes}
          placeholder="Favourite restaurants, wine preferences, occasions..."
        />
      </Group>
      <Group icon={<Car aria-hidden="true" className="size-5" />} title="Travel">
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            name="preferences.travel.vehicleType"
            label={PREFERENCE_FIELD_LABELS.travel.vehicleType}
            placeholder="Select vehicle"
            options={VEHICLE_OPTIONS}
          />
          <SelectField
            name="preferences.travel.accommodationType"
            label={PREFERENCE_FIELD_LABELS.travel.accommodationType}
            placeholder="Select accommodation"
            options={ACCOMMODATION_OPTIONS}
          />
        </div>
        <TextareaField
          name="preferences.travel.travelNotes"
          label={PREFERENCE_FIELD_LABELS.travel.travelNotes}
          placeholder="Airlines, seating, destinations you love..."
        />
      </Group>
    </div>
  );
}
