/** The staff account start-server.mjs creates for the browser tests. */
export const STAFF = {
  email: 'lead.concierge@aurum.test',
  password: 'Gold-Standard-2026!',
  name: 'Lead Concierge',
};
