export type InstallPlatform = 'ios' | 'android' | 'desktop';

export interface PlatformFacts {
  /** navigator.userAgent */
  userAgent: string;
  /** navigator.platform */
  platform: string;
  /** navigator.maxTouchPoints */
  maxTouchPoints: number;
}

/**
 * Which install steps fit this device. iPadOS asks for desktop sites and reports itself as a Mac
 * ("MacIntel"), but no Mac has a touch screen, so a touch-capable "Mac" is an iPad.
 */
export function detectPlatform({
  userAgent,
  platform,
  maxTouchPoints,
}: PlatformFacts): InstallPlatform {
  if (/iPhone|iPad|iPod/i.test(userAgent) || /^(iPhone|iPad|iPod)/.test(platform)) return 'ios';
  if (platform === 'MacIntel' && maxTouchPoints > 1) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'desktop';
}

export function readPlatform(): InstallPlatform {
  return detectPlatform({
    userAgent: navigator.userAgent,
    platform: navigator.platform,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
  });
}
