import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The api package's folder (the nearest one holding a package.json): reached from src/config
 * when run from source and from dist/ when built, so paths under it do not depend on how deep
 * the running file sits, nor on the working directory.
 */
function packageDirOf(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${start}`);
  }
}

export const API_DIR = packageDirOf(import.meta.dirname);
