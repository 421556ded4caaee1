// The docs version preference: one version exists (`current`); an unknown stored name is removed.
import { STORAGE_KEYS } from './storage-keys';
import { safeStorage } from './storage';

/** The one docs version, as the replaced site had it. */
export const docsVersion = { name: 'current', label: 'Next', mainDoc: '/docs/tutorial/intro' } as const;

export const knownVersions: readonly string[] = [docsVersion.name];

export function rememberDocsVersion(visitingDocs: boolean): void {
  const storage = safeStorage('local');
  const stored = storage.get(STORAGE_KEYS.docsVersion);
  if (stored !== null && !knownVersions.includes(stored)) storage.remove(STORAGE_KEYS.docsVersion);
  if (visitingDocs) storage.set(STORAGE_KEYS.docsVersion, docsVersion.name);
}
