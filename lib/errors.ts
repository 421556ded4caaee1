// Error helpers shared by the crash boundary and the chunk-failure recovery.

/** The error and its `cause` chain, as printable lines (at most 10 deep, cycles stopped). */
export function errorChain(error: unknown): string[] {
  const lines: string[] = [];
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current !== undefined && current !== null && !seen.has(current) && lines.length < 10) {
    seen.add(current);
    if (current instanceof Error) {
      lines.push(
        current.stack && current.stack.includes(current.message) ? current.stack : `${current.name}: ${current.message}`,
      );
      current = current.cause;
    } else {
      lines.push(String(current));
      current = undefined;
    }
  }
  return lines;
}

/** True for the errors a bundler raises when a lazily loaded script or CSS chunk fails to load. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed|Failed to load chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
      error.message,
    )
  );
}
