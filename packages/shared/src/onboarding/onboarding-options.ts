/** Option lists of spec 01 section 2 (onboarding), value and label. */
const options = <const T extends readonly string[]>(values: T, labels: Record<T[number], string>) =>
  values.map((value) => ({ value, label: labels[value as T[number]] }));

export const GENDERS = ['male', 'female', 'other', 'prefer-not-to-say'] as const;
export const BLOOD_TYPES = [
  'not-specified',
  'A+',
  'A-',
  'B+',
  'B-',
  'AB+',
  'AB-',
  'O+',
  'O-',
] as const;
export const SEATING_PREFERENCES = [
  'quiet-corner',
  'window',
  'bar',
  'patio',
  'private-room',
] as const;
export const VEHICLE_TYPES = [
  'luxury-sedan',
  'suv',
  'bmw-x7',
  'mercedes-s-class',
  'audi-a8',
  'no-preference',
] as const;
export const ACCOMMODATION_TYPES = [
  '5-star-hotel',
  'boutique-hotel',
  'luxury-villa',
  'serviced-apartment',
  'resort',
] as const;
export const COMMUNICATION_METHODS = [
  'app-notifications',
  'email',
  'sms',
  'whatsapp',
  'phone-call',
] as const;

export const GENDER_OPTIONS = options(GENDERS, {
  male: 'Male',
  female: 'Female',
  other: 'Other',
  'prefer-not-to-say': 'Prefer not to say',
});
export const BLOOD_TYPE_OPTIONS = options(BLOOD_TYPES, {
  'not-specified': 'Not specified',
  'A+': 'A+',
  'A-': 'A-',
  'B+': 'B+',
  'B-': 'B-',
  'AB+': 'AB+',
  'AB-': 'AB-',
  'O+': 'O+',
  'O-': 'O-',
});
export const SEATING_OPTIONS = options(SEATING_PREFERENCES, {
  'quiet-corner': 'Quiet corner',
  window: 'Window',
  bar: 'Bar',
  patio: 'Patio',
  'private-room': 'Private room',
});
export const VEHICLE_OPTIONS = options(VEHICLE_TYPES, {
  'luxury-sedan': 'Luxury sedan',
  suv: 'SUV',
  'bmw-x7': 'BMW X7',
  'mercedes-s-class': 'Mercedes S-Class',
  'audi-a8': 'Audi A8',
  'no-preference': 'No preference',
});
export const ACCOMMODATION_OPTIONS = options(ACCOMMODATION_TYPES, {
  '5-star-hotel': '5-star hotel',
  'boutique-hotel': 'Boutique hotel',
  'luxury-villa': 'Luxury villa',
  'serviced-apartment': 'Serviced apartment',
  resort: 'Resort',
});
export const COMMUNICATION_OPTIONS = options(COMMUNICATION_METHODS, {
  'app-notifications': 'App notifications',
  email: 'Email',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
  'phone-call': 'Phone call',
});

/** The wizard's four steps (spec 01 section 2). */
export const ONBOARDING_STEPS = [
  'Personal Information',
  'Medical Information',
  'Dining & Travel',
  'Lifestyle Preferences',
] as const;

export const ONBOARDING_TOASTS = {
  errorTitle: 'Error',
  error: 'Failed to save your preferences. Please try again.',
  successTitle: 'Onboarding Complete!',
  success: 'Your preferences have been saved. Welcome to your personalized concierge experience.',
} as const;
