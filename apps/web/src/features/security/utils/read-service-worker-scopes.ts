/** Scopes of this origin's registered service workers; null where the browser offers none. */
export async function readServiceWorkerScopes(): Promise<string[] | null> {
  const container = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  if (!container || typeof container.getRegistrations !== 'function') return null;
  try {
    const registrations = await container.getRegistrations();
    return registrations.map((registration) => registration.scope);
  } catch {
    return null;
  }
}
