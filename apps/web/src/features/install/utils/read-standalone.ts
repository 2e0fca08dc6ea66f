const STANDALONE_QUERY = '(display-mode: standalone)';

/** Whether Aurum runs as an installed app: the display mode, or iOS Safari's own flag. */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || (window.matchMedia?.(STANDALONE_QUERY).matches ?? false);
}

export function subscribeToDisplayMode(onChange: () => void): () => void {
  const query = window.matchMedia?.(STANDALONE_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}
