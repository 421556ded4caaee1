import type { ReactNode } from 'react';

export interface TabItemProps {
  value: string;
  label?: string;
  children: ReactNode;
}

/** One panel of <Tabs>; Tabs reads its value and label and renders the panel itself. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}
