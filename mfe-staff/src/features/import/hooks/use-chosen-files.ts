import { useCallback, useState } from 'react';

/**
 * The files chosen for an import, in the order chosen. A file chosen again under the same name
 * takes the place of the one before (a corrected copy), so no name is sent twice.
 */
export function useChosenFiles() {
  const [files, setFiles] = useState<readonly File[]>([]);
  const add = useCallback((chosen: readonly File[]) => {
    setFiles((current) => {
      const names = new Set(chosen.map((file) => file.name));
      return [...current.filter((file) => !names.has(file.name)), ...chosen];
    });
  }, []);
  const remove = useCallback((name: string) => {
    setFiles((current) => current.filter((file) => file.name !== name));
  }, []);
  const clear = useCallback(() => setFiles([]), []);
  return { files, add, remove, clear };
}
