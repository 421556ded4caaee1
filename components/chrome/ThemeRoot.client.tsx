'use client';
// next-themes, configured as the replaced site behaved: data-theme on <html>, key "theme",
// nothing stored → the OS preference. When localStorage throws (private modes), light.
import { ThemeProvider } from 'next-themes';
import { useState, type ReactNode } from 'react';
import { STORAGE_KEYS } from '@/lib/storage-keys';

function storageThrows(): boolean {
  try {
    window.localStorage.getItem(STORAGE_KEYS.theme);
    return false;
  } catch {
    return true;
  }
}

export function ThemeRoot({ children }: { children: ReactNode }) {
  const [broken] = useState(() => typeof window !== 'undefined' && storageThrows());
  return (
    <ThemeProvider
      attribute="data-theme"
      defaultTheme={broken ? 'light' : 'system'}
      enableSystem
      storageKey={STORAGE_KEYS.theme}
      disableTransitionOnChange
    >
      {children}
    </ThemeProvider>
  );
}
