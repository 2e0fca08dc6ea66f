/** The ten request types of spec 02 section 9: stored code and the label members see. */
export const SERVICE_TYPES = [
  { value: 'luxury_vehicle', label: 'Range Rover / Luxury Vehicle' },
  { value: 'private_chef', label: 'Private Chef' },
  { value: 'personal_driver', label: 'Personal Driver' },
  { value: 'event_planning', label: 'Event Planning' },
  { value: 'accommodation', label: 'Villa / Accommodation Booking' },
  { value: 'yacht_charter', label: 'Yacht Charter' },
  { value: 'personal_shopping', label: 'Personal Shopping' },
  { value: 'travel', label: 'Travel Arrangements' },
  { value: 'security', label: 'Security Services' },
  { value: 'other', label: 'Other Premium Services' },
] as const;

export type ServiceType = (typeof SERVICE_TYPES)[number]['value'];
export const SERVICE_TYPE_VALUES = SERVICE_TYPES.map((type) => type.value) as [
  ServiceType,
  ...ServiceType[],
];

/** The label of a stored service type; unknown codes are humanised ("wine_tour" -> "Wine tour"). */
export function serviceTypeLabel(value: string): string {
  const known = SERVICE_TYPES.find((type) => type.value === value);
  if (known) return known.label;
  const words = value.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Service';
}
