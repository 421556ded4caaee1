// Whether prefetching is allowed on this connection: never on data-saver or 2g links.
interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

export function canPrefetch(nav: { connection?: NetworkInformationLike } | undefined): boolean {
  const connection = nav?.connection;
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}
