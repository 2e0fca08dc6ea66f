import type { PasskeyList, PasskeyView } from '@aurum/shared/auth/passkeys-contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { passkeyKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

async function listPasskeys(): Promise<PasskeyView[]> {
  return (await apiRequest<PasskeyList>('/auth/v1/passkeys')).passkeys;
}

/** The signed-in member's passkeys (GET /auth/v1/passkeys), keyed by the account. */
export const passkeysQuery = (userId: string) =>
  queryOptions({ queryKey: passkeyKeys.member(userId), queryFn: listPasskeys });

export function usePasskeys() {
  const userId = useAuth().user?.id ?? '';
  return useQuery({ ...passkeysQuery(userId), enabled: userId !== '' });
}
