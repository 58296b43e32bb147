import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@portal/shared';
import { UPLOAD_PARAM_KEYS } from '@portal/contract/constants';

/** The smallest file and the largest image the server accepts, in bytes. */
export interface ImageUploadLimits {
  minSize: number;
  maxSize: number;
}

async function byteParam(paramKey: string, signal?: AbortSignal): Promise<number> {
  const param = await apiGet('/periodical/param/detail', { paramKey }, { signal, silent: true });
  const bytes = Number(param.paramValue);
  if (!Number.isInteger(bytes) || bytes < 0) throw new Error(`${paramKey} is not a byte count`);
  return bytes;
}

/** The upload limits are system parameters: read, so a file is refused before it is sent. */
export async function getImageUploadLimits(signal?: AbortSignal): Promise<ImageUploadLimits> {
  const [minSize, maxSize] = await Promise.all([
    byteParam(UPLOAD_PARAM_KEYS.minSize, signal),
    byteParam(UPLOAD_PARAM_KEYS.maxImageSize, signal),
  ]);
  return { minSize, maxSize };
}

export function useImageUploadLimits() {
  return useQuery({
    queryKey: ['mine', 'upload-limits'],
    queryFn: ({ signal }) => getImageUploadLimits(signal),
    staleTime: Infinity,
  });
}
