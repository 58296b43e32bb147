import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@portal/shared';
import { UPLOAD_PARAM_KEYS, type UploadKind } from '@portal/contract/constants';

/** What upload/upload accepts, in bytes: the system parameters the API checks files against. */
export interface UploadLimits {
  minSize: number;
  maxSize: Record<UploadKind, number>;
}

async function readLimit(paramKey: string, signal?: AbortSignal): Promise<number> {
  const param = await apiGet('/periodical/param/detail', { paramKey }, { signal, silent: true });
  const bytes = Number(param.paramValue.trim());
  if (!Number.isSafeInteger(bytes) || bytes < 0) throw new Error(`${paramKey} is not a size`);
  return bytes;
}

/** The four limits, read together: a file is checked against all of them or none. */
export async function getUploadLimits(signal?: AbortSignal): Promise<UploadLimits> {
  const [minSize, image, video, audio] = await Promise.all([
    readLimit(UPLOAD_PARAM_KEYS.minSize, signal),
    readLimit(UPLOAD_PARAM_KEYS.maxImageSize, signal),
    readLimit(UPLOAD_PARAM_KEYS.maxVideoSize, signal),
    readLimit(UPLOAD_PARAM_KEYS.maxAudioSize, signal),
  ]);
  return { minSize, maxSize: { image, video, audio } };
}

/**
 * Read only once the reader can attach a file. Silent: without the limits the browser checks
 * only the type, and the API still refuses a file of the wrong size with its own message.
 */
export function useUploadLimits({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ['upload-limits'],
    queryFn: ({ signal }) => getUploadLimits(signal),
    staleTime: Infinity,
    enabled,
  });
}
