import * as accountRoutes from '@aurum/shared/auth/account-security-routes';
import type { PasskeyView } from '@aurum/shared/auth/passkeys-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { passkeyKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

async function listPasskeys(): Promise<PasskeyView[]> {
  return (await callApi(accountRoutes.passkeys)).passkeys;
}

/** The signed-in member's passkeys (GET /auth/v1/passkeys), keyed by the account. */
export const passkeysQuery = (userId: string) =>
  queryOptions({ queryKey: passkeyKeys.member(userId), queryFn: listPasskeys });

export function usePasskeys() {
  const userId = useAuth().user?.id ?? '';
  return useQuery({ ...passkeysQuery(userId), enabled: userId !== '' });
}
