// PUT /api/admin/identities/:id/logo: a logo file, sent in base64; the portal checks what it is by
// its content, stores it with its responsive copies and points the identity at it (audited).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminIdentity } from '@touchline/contract/calls/admin';
import { uploadLogoCall } from '@touchline/contract/calls/admin-media';
import { apiClient } from '../../../lib/app/api-client';
import { consoleKeys } from './query-keys';

/** The file's bytes in base64, without the `data:…;base64,` head a data URL has. */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(typeof reader.result === 'string' ? reader.result.replace(/^data:[^,]*,/, '') : '');
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsDataURL(file);
  });
}

export async function uploadLogo(upload: { id: string; file: Blob }): Promise<AdminIdentity> {
  const data = await fileToBase64(upload.file);
  return (await apiClient().request(uploadLogoCall, { params: { id: upload.id }, body: { data } }))
    .content;
}

export const useUploadLogo = () => {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: uploadLogo,
    onSuccess: () => queries.invalidateQueries({ queryKey: consoleKeys.all }),
  });
};
