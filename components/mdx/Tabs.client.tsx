'use client';
import {
  Children,
  isValidElement,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { TAB_EVENT, chooseTab, storedTab, type TabChoice } from '@/lib/tab-choice';
import type { TabItemProps } from './TabItem';

export function Tabs({ groupId, children }: { groupId?: string; children: ReactNode }) {
  const items = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c));
  const values = items.map((item) => item.props.value);
  const [selected, setSelected] = useState(values[0]);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const key = values.join('|');

  useEffect(() => {
    if (!groupId) return;
    const allowed = key.split('|');
    const stored = storedTab(groupId, allowed);
    if (stored) setSelected(stored);
    const onChoice = (event: Event) => {
      const { detail } = event as CustomEvent<TabChoice>;
      if (detail.groupId === groupId && allowed.includes(detail.value)) setSelected(detail.value);
    };
    window.addEventListener(TAB_EVENT, onChoice);
    return () => window.removeEventListener(TAB_EVENT, onChoice);
  }, [groupId, key]);

  const select = (value: string) => {
    setSelected(value);
    if (groupId) chooseTab({ groupId, value });
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    const nextIndex = (index + delta + values.length) % values.length;
    select(values[nextIndex]!);
    tabRefs.current[nextIndex]?.focus();
    event.preventDefault();
  };

  return (
    <div className="tabs">
      <div role="tablist" className="tabs__list">
        {items.map((item, i) => (
          <button
            key={item.props.value}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${i}`}
            aria-controls={`${baseId}-panel-${i}`}
            aria-selected={item.props.value === selected}
            tabIndex={item.props.value === selected ? 0 : -1}
            className="tabs__tab"
            onClick={() => select(item.props.value)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {item.props.label ?? item.props.value}
          </button>
        ))}
      </div>
      {items.map((item, i) => (
        <div
          key={item.props.value}
          role="tabpanel"
          id={`${baseId}-panel-${i}`}
          aria-labelledby={`${baseId}-tab-${i}`}
          hidden={item.props.value !== selected}
          className="tabs__panel"
        >
          {item}
        </div>
      ))}
    </div>
  );
}
