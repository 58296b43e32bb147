/**
 * The shell's section map, from the one definition in `remotes.json`: each remote's federation
 * name and the path groups the shell hands it (DESIGN.md section 3). Plain data, safe in the
 * browser and in Node; the shell bundles it (it is not a shared singleton), and only this part
 * of the file: the apps' folders and dev ports (`./apps`) are for the build and scripts.
 */
import definition from './remotes.json';

/** A remote's federation name: the prefix of its modules (`journals/App`). */
export type RemoteName = keyof typeof definition.sections;

/** The path groups (react-router patterns) the shell's router hands each remote. */
export const SECTIONS: Readonly<Record<RemoteName, readonly string[]>> = definition.sections;
export const REMOTE_NAMES = Object.keys(SECTIONS) as RemoteName[];
