import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../auth/auth-contract';
import { normalisePhone, PHONE_INPUT_MAX_LENGTH } from '../phone/phone-number';
import { isRealDate } from '../time/calendar-date';
import {
  ACCOMMODATION_TYPES,
  BLOOD_TYPES,
  COMMUNICATION_METHODS,
  GENDERS,
  SEATING_PREFERENCES,
  VEHICLE_TYPES,
} from './onboarding-options';

export { isRealDate };

export const LIST_ITEM_MAX_LENGTH = 100;
export const LIST_MAX_ITEMS = 30;
export const SHORT_TEXT_MAX_LENGTH = 120;
export const NOTES_MAX_LENGTH = 2000;

const text = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .default('');

/** An optional choice from a list; '' means not chosen. */
const choice = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.union([z.enum(values), z.literal('')], { error: `Choose a valid ${label}` }).default('');

/** Items are trimmed; blanks and repeats are dropped (spec 01 section 5). */
const list = (label: string) =>
  z
    .array(text(LIST_ITEM_MAX_LENGTH, label), { error: `${label} must be a list` })
    .max(LIST_MAX_ITEMS, `At most ${LIST_MAX_ITEMS} ${label.toLowerCase()} items`)
    .default([])
    .transform((items) => [...new Set(items.filter((item) => item !== ''))]);

/** YYYY-MM-DD of a real calendar day, or ''. */
export const isoDate = (label: string) =>
  z
    .string({ error: `${label} must be a date` })
    .trim()
    .refine((value) => value === '' || isRealDate(value), `${label} must be a real date`)
    .default('');

/** A past date of birth, not before 1900. */
export const dateOfBirthSchema = isoDate('Date of birth').refine(
  (value) =>
    value === '' || (value >= '1900-01-01' && value <= new Date().toISOString().slice(0, 10)),
  'Date of birth must be in the past',
);

/** A phone number or ''; stored as E.164 ("082 555 0100" -> "+27825550100"), see normalisePhone. */
export const optionalPhoneSchema = z
  .string({ error: 'Phone must be text' })
  .trim()
  .max(PHONE_INPUT_MAX_LENGTH, VALIDATION_MESSAGES.phoneInvalid)
  .transform((value, ctx) => {
    if (value === '') return '';
    const phone = normalisePhone(value);
    if (phone !== null) return phone;
    ctx.addIssue({ code: 'custom', message: VALIDATION_MESSAGES.phoneInvalid });
    return z.NEVER;
  })
  .default('');

export const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeOfDay = (label: string) =>
  z
    .string({ error: `${label} must be a time` })
    .trim()
    .refine((value) => value === '' || HH_MM.test(value), `${label} must be a time like 07:30`)
    .default('');

/** The onboarding data of spec 01 section 3. No field is required. */
export const onboardingSchema = z.object({
  personalInfo: z
    .object({
      dateOfBirth: dateOfBirthSchema,
      gender: choice(GENDERS, 'gender'),
      occupation: text(SHORT_TEXT_MAX_LENGTH, 'Occupation'),
      emergencyContactName: text(SHORT_TEXT_MAX_LENGTH, 'Emergency contact name'),
      emergencyContactPhone: optionalPhoneSchema,
    })
    .default({
      dateOfBirth: '',
      gender: '',
      occupation: '',
      emergencyContactName: '',
      emergencyContactPhone: '',
    }),
  medicalInfo: z
    .object({
      allergies: list('Allergies'),
      medications: list('Medications'),
      dietaryRestrictions: list('Dietary restrictions'),
      medicalConditions: list('Medical conditions'),
      bloodType: choice(BLOOD_TYPES, 'blood type'),
      emergencyMedicalInfo: text(NOTES_MAX_LENGTH, 'Emergency medical info'),
    })
    .default({
      allergies: [],
      medications: [],
      dietaryRestrictions: [],
      medicalConditions: [],
      bloodType: '',
      emergencyMedicalInfo: '',
    }),
  preferences: z
    .object({
      dining: z
        .object({
          cuisineTypes: list('Cuisine types'),
          seatingPreference: choice(SEATING_PREFERENCES, 'seating preference'),
          specialNotes: text(NOTES_MAX_LENGTH, 'Special dining notes'),
        })
        .default({ cuisineTypes: [], seatingPreference: '', specialNotes: '' }),
      travel: z
        .object({
          vehicleType: choice(VEHICLE_TYPES, 'vehicle type'),
          accommodationType: choice(ACCOMMODATION_TYPES, 'accommodation type'),
          travelNotes: text(NOTES_MAX_LENGTH, 'Travel notes'),
        })
        .default({ vehicleType: '', accommodationType: '', travelNotes: '' }),
      lifestyle: z
        .object({
          wakeUpTime: timeOfDay('Wake-up time'),
          workHours: text(SHORT_TEXT_MAX_LENGTH, 'Work hours'),
          communicationMethod: choice(COMMUNICATION_METHODS, 'communication method'),
          enableReminders: z.boolean({ error: 'Smart reminders must be on or off' }).default(false),
          enableLocationServices: z
            .boolean({ error: 'Location services must be on or off' })
            .default(false),
          enableAutoBooking: z
            .boolean({ error: 'Automatic booking must be on or off' })
            .default(false),
          additionalNotes: text(NOTES_MAX_LENGTH, 'Additional notes'),
        })
        .default({
          wakeUpTime: '',
          workHours: '',
          communicationMethod: '',
          enableReminders: false,
          enableLocationServices: false,
          enableAutoBooking: false,
          additionalNotes: '',
        }),
    })
    .default({
      dining: { cuisineTypes: [], seatingPreference: '', specialNotes: '' },
      travel: { vehicleType: '', accommodationType: '', travelNotes: '' },
      lifestyle: {
        wakeUpTime: '',
        workHours: '',
        communicationMethod: '',
        enableReminders: false,
        enableLocationServices: false,
        enableAutoBooking: false,
        additionalNotes: '',
      },
    }),
});

/** What the wizard sends (fields may be left out) and what the server stores (all filled in). */
export type OnboardingInput = z.input<typeof onboardingSchema>;
export type OnboardingData = z.output<typeof onboardingSchema>;
export type MedicalInfo = OnboardingData['medicalInfo'];

/** GET /api/onboarding/status, and the answer of POST /api/onboarding. */
export interface OnboardingStatus {
  needs_onboarding: boolean;
}

/** True when any medical field holds something (spec 01 section 7). */
export function hasMedicalData(medical: MedicalInfo): boolean {
  return (
    medical.allergies.length > 0 ||
    medical.medications.length > 0 ||
    medical.dietaryRestrictions.length > 0 ||
    medical.medicalConditions.length > 0 ||
    (medical.bloodType !== '' && medical.bloodType !== 'not-specified') ||
    medical.emergencyMedicalInfo !== ''
  );
}
