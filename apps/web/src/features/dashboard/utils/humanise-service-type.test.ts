import { describe, expect, it } from 'vitest';
import { humaniseServiceType } from './humanise-service-type';

describe('humaniseServiceType', () => {
  it('turns stored service types into words', () => {
    expect(humaniseServiceType('private_chef')).toBe('Private Chef');
    expect(humaniseServiceType('luxury-vehicle')).toBe('Luxury Vehicle');
    expect(humaniseServiceType('driver')).toBe('Driver');
    expect(humaniseServiceType('Yacht Charter')).toBe('Yacht Charter');
  });

  it('names a blank type plainly', () => {
    expect(humaniseServiceType('  ')).toBe('Service');
  });
});
