import { BLOOD_TYPE_OPTIONS } from '@aurum/shared/onboarding/onboarding-options';
import { ShieldCheck } from 'lucide-react';
import { ChipListField } from './chip-list-field';
import { SelectField, TextareaField } from './form-controls';

/** Step 2: lists of allergies, medications, dietary restrictions and conditions; blood type. */
export function MedicalInfoStep() {
  return (
    <div className="space-y-6">
      <p className="flex gap-3 rounded-xl border border-gold-500/30 bg-gold-500/5 p-4 text-sm text-zinc-200">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-400" />
        <span>
          Your medical information is encrypted and stored securely. Everything here is optional and
          helps us keep you safe.
        </span>
      </p>
      <div className="grid gap-6 sm:grid-cols-2">
        <ChipListField
          name="medicalInfo.allergies"
          label="Allergies"
          itemName="allergy"
          placeholder="e.g. Peanuts"
        />
        <ChipListField
          name="medicalInfo.medications"
          label="Medications"
          itemName="medication"
          placeholder="e.g. Insulin"
        />
        <ChipListField
          name="medicalInfo.dietaryRestrictions"
          label="Dietary Restrictions"
          itemName="dietary restriction"
          placeholder="e.g. Halaal"
        />
        <ChipListField
          name="medicalInfo.medicalConditions"
          label="Medical Conditions"
          itemName="medical condition"
          placeholder="e.g. Asthma"
        />
      </div>
      <SelectField
        name="medicalInfo.bloodType"
        label="Blood Type"
        placeholder="Select blood type"
        options={BLOOD_TYPE_OPTIONS}
      />
      <TextareaField
        name="medicalInfo.emergencyMedicalInfo"
        label="Emergency Medical Info"
        placeholder="Anything a first responder should know"
      />
    </div>
  );
}
