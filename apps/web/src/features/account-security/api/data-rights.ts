import type { MemberExport } from '@aurum/shared/data-rights/data-rights-contract';
import * as dataRightsRoutes from '@aurum/shared/data-rights/data-rights-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callApiResponse } from '../../../lib/call-api';
import { dataRightsKeys } from '../../../lib/query-keys';
import { useAuth } from '../../auth/hooks/use-auth';

/** GET /api/data-rights: whether a deletion is pending, and when it happens. */
export function useDataRightsState() {
  const { user } = useAuth();
  return useQuery({
    queryKey: dataRightsKeys.state(user?.id ?? ''),
    queryFn: ({ signal }) => callApi(dataRightsRoutes.state, { signal }),
    enabled: Boolean(user),
  });
}

function save(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.click();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

/** GET /api/data-rights/export, saved as the JSON file and its readable summary beside it. */
async function downloadExport() {
  const response = await callApiResponse(dataRightsRoutes.exportData);
  const text = await response.text();
  const document = JSON.parse(text) as MemberExport;
  const day = document.exported_at.slice(0, 10);
  save(`aurum-data-${day}.json`, 'application/json', text);
  save(`aurum-data-summary-${day}.txt`, 'text/plain', `${document.summary}\n\n${document.readme}`);
}

export function useDownloadExport() {
  return useMutation({ mutationFn: downloadExport });
}

/** POST /api/data-rights/deletion (after re-authentication): every session ends. */
export function useRequestDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(dataRightsRoutes.requestDeletion, { body: { confirm: true } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dataRightsKeys.all }),
  });
}
