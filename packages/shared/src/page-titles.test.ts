import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-titles';

describe('pageTitle', () => {
  it("names each page before the product's name", () => {
    expect(pageTitle('/marketplace')).toBe('Marketplace · Aurum');
    expect(pageTitle('/dashboard')).toBe('Dashboard · Aurum');
    expect(pageTitle('/request-status/')).toBe('Request Status · Aurum');
    expect(pageTitle('/auth')).toBe('Sign In · Aurum');
    expect(pageTitle('/admin')).toBe('Staff Console · Aurum');
    expect(pageTitle(`/capsule/${'a'.repeat(43)}`)).toBe('Legacy Capsule · Aurum');
  });
  it('gives the landing page and an unknown page their own titles', () => {
    expect(pageTitle('/')).toBe('Aurum · Members-only AI concierge');
    expect(pageTitle('/no-such-page')).toBe('Page Not Found · Aurum');
  });
});
