import { LOCATIONS, NATIONAL } from '@aurum/shared/requests/locations';
import { SERVICE_TYPE_VALUES } from '@aurum/shared/requests/service-types';
import { describe, expect, it } from 'vitest';
import { metroAreaOf } from '@aurum/shared/places/gazetteer';
import {
  CATALOGUE_CATEGORIES,
  CATEGORY_ICONS,
  categoryOfProvider,
  SERVICE_TYPE_CATEGORY,
} from './categories';
import { CATALOGUE_PROVIDERS, type CatalogueProvider } from './providers';

/** Spec 02 section 2: the Emergency tab lists these. */
const isEmergency = (provider: CatalogueProvider) => /emergency|24\/7/i.test(provider.description);

/** Spec 02 section 9: budget R0-R500, moderate R500-R1500, premium R1500+. */
const priceBucket = (cents: number) =>
  cents < 50_000 ? 'budget' : cents < 150_000 ? 'moderate' : 'premium';

const countBy = <T>(items: readonly T[], key: (item: T) => string) => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
};

describe('the seeded catalogue', () => {
  const providers = CATALOGUE_PROVIDERS;

  it('has about ten uniquely named categories with known icons', () => {
    const names = CATALOGUE_CATEGORIES.map((category) => category.name);
    expect(names.length).toBeGreaterThanOrEqual(9);
    expect(new Set(names).size).toBe(names.length);
    for (const category of CATALOGUE_CATEGORIES) {
      expect(CATEGORY_ICONS).toContain(category.icon);
      expect(category.description.length).toBeGreaterThan(20);
    }
  });

  it('files every service type under an existing category', () => {
    const names = new Set<string>(CATALOGUE_CATEGORIES.map((category) => category.name));
    for (const type of SERVICE_TYPE_VALUES) expect(names).toContain(SERVICE_TYPE_CATEGORY[type]);
    for (const provider of providers) {
      expect(names).toContain(SERVICE_TYPE_CATEGORY[provider.serviceType]);
    }
  });

  it('has at least 44 providers and at least 4 of every service type', () => {
    expect(providers.length).toBeGreaterThanOrEqual(44);
    const byType = countBy(providers, (provider) => provider.serviceType);
    for (const type of SERVICE_TYPE_VALUES) expect(byType.get(type) ?? 0).toBeGreaterThanOrEqual(4);
    for (const type of ['personal_driver', 'private_chef', 'accommodation', 'luxury_vehicle']) {
      expect(byType.get(type) ?? 0).toBeGreaterThanOrEqual(6);
    }
  });

  it('uses every recognised location, at least 6 National providers and nothing else', () => {
    const allowed = new Set<string>([...LOCATIONS, NATIONAL]);
    for (const provider of providers) expect(allowed).toContain(provider.location);
    const used = new Set(providers.map((provider) => provider.location));
    for (const location of LOCATIONS) expect(used).toContain(location);
    expect(
      providers.filter((provider) => provider.location === NATIONAL).length,
    ).toBeGreaterThanOrEqual(6);
  });

  it('lists at least 6 emergency providers, each available 24/7', () => {
    const emergency = providers.filter(isEmergency);
    expect(emergency.length).toBeGreaterThanOrEqual(6);
    for (const provider of emergency) expect(provider.availabilityHours).toBe('24/7');
  });

  it('has unique contact e-mails on example domains and +27 phone numbers', () => {
    const emails = providers.map((provider) => provider.contactEmail);
    expect(new Set(emails).size).toBe(emails.length);
    for (const provider of providers) {
      expect(provider.contactEmail).toMatch(/^[a-z]+@[a-z0-9-]+\.example\.co\.za$/);
      expect(provider.contactPhone).toMatch(/^\+27 \d{2} \d{3} \d{4}$/);
    }
  });

  it('carries no rating or review count: those come from members reviews only', () => {
    for (const provider of providers) {
      expect(Object.keys(provider)).not.toContain('rating');
      expect(Object.keys(provider)).not.toContain('reviewCount');
    }
  });

  it('starts every price range at priceFromCents and covers the three price buckets', () => {
    for (const provider of providers) {
      expect(Number.isInteger(provider.priceFromCents)).toBe(true);
      const first = /^R(\d{1,3}(?:,\d{3})*)\b/.exec(provider.priceRange);
      expect(first, provider.priceRange).not.toBeNull();
      expect(Number(first![1]!.replaceAll(',', '')) * 100).toBe(provider.priceFromCents);
    }
    const buckets = countBy(providers, (provider) => priceBucket(provider.priceFromCents));
    for (const bucket of ['budget', 'moderate', 'premium']) {
      expect(buckets.get(bucket) ?? 0).toBeGreaterThanOrEqual(5);
    }
  });

  it('fills in every marketplace field', () => {
    for (const provider of providers) {
      expect(provider.name.trim()).not.toBe('');
      expect(provider.description.length).toBeGreaterThan(40);
      expect(provider.availabilityHours).not.toBe('');
      expect(provider.responseTime).not.toBe('');
      for (const count of [provider.completedJobs, provider.yearsExperience]) {
        expect(Number.isInteger(count) && count > 0).toBe(true);
      }
    }
    const names = providers.map((provider) => provider.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('has restaurant-reservation providers of type other in the main areas and nationally', () => {
    const dining = providers.filter((provider) => provider.dining);
    expect(dining.length).toBeGreaterThanOrEqual(5);
    for (const provider of dining) {
      expect(provider.serviceType).toBe('other');
      expect(categoryOfProvider(provider)).toBe('Restaurant Reservations');
    }
    const areas = new Set(
      dining.map((provider) =>
        provider.location === NATIONAL ? NATIONAL : metroAreaOf(provider.location),
      ),
    );
    for (const area of ['Cape Town', 'Cape Winelands', 'Johannesburg', 'Durban', 'Pretoria']) {
      expect(areas).toContain(area);
    }
    expect(areas).toContain(NATIONAL);
    // Other 'other' providers stay in their own category.
    const others = providers.filter((p) => p.serviceType === 'other' && !p.dining);
    expect(others.length).toBeGreaterThanOrEqual(4);
    for (const provider of others)
      expect(categoryOfProvider(provider)).toBe('Lifestyle & Wellness');
  });
});
