import { Children, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import type { TabItemProps } from './TabItem';

/**
 * Tabs rendered on the server: the first tab shows, the others are hidden panels that print
 * and read as plain content without JavaScript. TabsController (loaded after hydration) makes
 * them switchable and syncs the choice across the page by `groupId`, remembered in localStorage.
 */
export function Tabs({ groupId, children }: { groupId?: string; children: ReactNode }) {
  const items = Children.toArray(children).filter((c): c is ReactElement<TabItemProps> => isValidElement(c));
  const base = `tabs${useId().replace(/[^\w-]/g, '')}`;
  return (
    <div className="tabs" data-tabs-group={groupId}>
      <div role="tablist" className="tabs__list">
        {items.map((item, i) => (
          <button
            key={item.props.value}
            type="button"
            role="tab"
            id={`${base}-tab-${i}`}
            aria-controls={`${base}-panel-${i}`}
            aria-selected={i === 0}
            tabIndex={i === 0 ? 0 : -1}
            className="tabs__tab"
            data-value={item.props.value}
          >
            {item.props.label ?? item.props.value}
          </button>
        ))}
      </div>
      {items.map((item, i) => (
        <div
          key={item.props.value}
          role="tabpanel"
          id={`${base}-panel-${i}`}
          aria-labelledby={`${base}-tab-${i}`}
          hidden={i !== 0}
          className="tabs__panel"
          data-value={item.props.value}
        >
          {item}
        </div>
      ))}
    </div>
  );
}
