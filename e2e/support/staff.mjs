/** The staff account start-server.mjs creates for the browser tests. */
export const STAFF = {
  email: 'lead.concierge@aurum.test',
  password: 'Gold-Standard-2026!',
  name: 'Lead Concierge',
  /**
   * The authenticator secret the staff CLI turns on for this account (--totp-secret): staff need a
   * second factor before the console opens (ADR 052); the tests make its codes (staff-codes.ts).
   */
  totpSecret: 'KRUGKIDROVUWG2ZAMJZG653OEBTG66BAJF2W2ZLE',
};
