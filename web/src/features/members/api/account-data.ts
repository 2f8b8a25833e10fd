// Deleting the signed-in account and downloading its data. The export is read a page of one part at a
// time (the API never answers one giant read) and joined here into one JSON archive the browser saves.
import { deleteAccount as deleteContract, exportMyData as exportContract } from '@hearth/shared/contracts/account-data';
import { assembleExport } from '@hearth/shared/rules/member-export';
import { EXPORT_PARTS, type ExportPart } from '@hearth/shared/schemas/account-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { withQuery } from '@/lib/api-path.ts';
import { setSession } from '@/features/auth/api/get-session.ts';

export function deleteAccount(phrase: string) {
  return apiRequest(deleteContract.path, { method: 'POST', body: { phrase }, schema: deleteContract.response });
}

/**
 * Deletes the account; the session is over at once (the API cleared its cookies) and every cached answer goes.
 * `onDeleted` runs even when the page that asked is gone by then: the server ends the account's sessions before it
 * answers, and a page that hears so first (the live socket) leaves for sign-in.
 */
export function useDeleteAccount({ onDeleted }: { onDeleted: (answer: { message: string }) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ phrase }: { phrase: string }) => deleteAccount(phrase),
    onSuccess: (answer) => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'session' });
      setSession(queryClient, null);
      onDeleted(answer);
    },
  });
}

async function allPages(part: ExportPart) {
  const items: Array<Record<string, unknown>> = [];
  let cursor: string | undefined;
  do {
    const page = await apiRequest(withQuery(exportContract.path, { part, cursor }), {
      schema: exportContract.response,
    });
    items.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return items;
}

/** Every part of the member's data, joined into the archive's JSON text. */
export async function exportMyData(community: { id: string; name: string }) {
  const parts = await Promise.all(EXPORT_PARTS.map(async (part) => [part, await allPages(part)] as const));
  const archive = assembleExport(Object.fromEntries(parts), community, new Date().toISOString());
  return JSON.stringify(archive, null, 2);
}

/** Builds the archive and hands it to the browser as a download. */
export function useExportMyData(community: { id: string; name: string }) {
  return useMutation({
    mutationFn: () => exportMyData(community),
    onSuccess: (json) => {
      const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `${community.name.replace(/[^\w-]+/g, '-').toLowerCase()}-my-data.json`;
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
    },
  });
}
