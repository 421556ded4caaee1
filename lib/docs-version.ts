// The docs version preference: one version exists (`current`); an unknown stored name is removed.
import { site } from './site';
import { STORAGE_KEYS } from './inline-scripts';
import { safeStorage } from './storage';

export const knownVersions: readonly string[] = [site.docsVersion.name];

export function rememberDocsVersion(visitingDocs: boolean): void {
  const storage = safeStorage('local');
  const stored = storage.get(STORAGE_KEYS.docsVersion);
  if (stored !== null && !knownVersions.includes(stored)) storage.remove(STORAGE_KEYS.docsVersion);
  if (visitingDocs) storage.set(STORAGE_KEYS.docsVersion, site.docsVersion.name);
}
