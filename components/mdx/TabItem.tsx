'use client';
import type { ReactNode } from 'react';

export interface TabItemProps {
  value: string;
  label?: string;
  children: ReactNode;
}

/** One panel of <Tabs>; Tabs reads its value and label and decides visibility. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}
