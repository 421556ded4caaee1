'use client';
// A collapsible sidebar category: its label links to the index page, a caret button toggles it.
// The category of the current page opens itself; opened ones stay open (remembered per tab).
import { useEffect, useId, useState, type ReactNode } from 'react';
import { openCategories, rememberCategory } from '@/lib/sidebar-memory';
import { AppLink } from '@/components/AppLink';

interface Props {
  label: string;
  /** Caret button labels, e.g. 展开侧边栏分类 '…' / 折叠侧边栏分类 '…'. */
  expandLabel: string;
  collapseLabel: string;
  href: string;
  active: boolean;
  containsActive: boolean;
  children: ReactNode;
}

export function SidebarCategory({ label, expandLabel, collapseLabel, href, active, containsActive, children }: Props) {
  const [expanded, setExpanded] = useState(containsActive);
  const listId = useId();

  useEffect(() => {
    if (containsActive) {
      setExpanded(true);
      rememberCategory(href, true);
    } else if (openCategories().has(href)) {
      setExpanded(true);
    }
  }, [containsActive, href]);

  const toggle = () => {
    setExpanded(!expanded);
    rememberCategory(href, !expanded);
  };

  return (
    <li className="sidebar__category" data-expanded={expanded || undefined}>
      <div className="sidebar__category-row">
        <AppLink href={href} className="sidebar__link sidebar__category-link" aria-current={active ? 'page' : undefined}>
          {label}
        </AppLink>
        <button
          type="button"
          className="sidebar__caret"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-label={expanded ? collapseLabel : expandLabel}
          title={expanded ? collapseLabel : expandLabel}
          onClick={toggle}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <path d="M9 6l6 6-6 6" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <ul id={listId} className="sidebar__list sidebar__list--nested" hidden={!expanded}>
        {children}
      </ul>
    </li>
  );
}
