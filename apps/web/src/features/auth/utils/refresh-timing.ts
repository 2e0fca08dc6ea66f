import { REFRESH_MARGIN_SECONDS } from '@aurum/shared/auth/auth-rules';

const nowInSeconds = () => Math.floor(Date.now() / 1000);

/** Spec 01 section 9: refresh when 90 s or fewer remain before the access token expires. */
export function shouldRefresh(
  expiresAt: number,
  now: number = nowInSeconds(),
  marginSeconds: number = REFRESH_MARGIN_SECONDS,
): boolean {
  return expiresAt - now <= marginSeconds;
}
