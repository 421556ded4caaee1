'use client';
import { useEffect, useState } from 'react';

/** False during server rendering and hydration, true afterwards: gates code that should load later. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
