/** "private_chef" or "luxury-vehicle" -> "Private Chef" / "Luxury Vehicle". */
export function humaniseServiceType(serviceType: string): string {
  const words = serviceType
    .trim()
    .split(/[\s_-]+/)
    .filter(Boolean);
  if (words.length === 0) return 'Service';
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}
