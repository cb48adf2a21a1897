// An accessible tab list (WAI-ARIA tabs, automatic activation): arrow keys, Home and End move between tabs,
// the selected tab alone is in the tab order, and an underline slides to the selected tab. A tab with an href
// (VIEW ANSWERS of the analytics pages) opens that page when clicked or pressed (Enter, Space); arrow keys only
// move focus onto it, so moving through the tabs never leaves the page.
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useUnderline } from './use-underline';

export interface TabItem {
  id: string;
  label: ReactNode;
  /** a tab that navigates here instead of showing a panel */
  href?: string;
}

export interface TabsProps {
  items: TabItem[];
  value: string;
  onChange: (id: string) => void;
  /** accessible name of the tab list */
  label?: string;
  /** when given, tabs point at TabPanel elements rendered with the same prefix */
  idPrefix?: string;
  fullWidth?: boolean;
}

export const tabId = (prefix: string, id: string): string => `${prefix}-tab-${id}`;
export const tabPanelId = (prefix: string, id: string): string => `${prefix}-panel-${id}`;

export function Tabs({ items, value, onChange, label, idPrefix, fullWidth = false }: TabsProps) {
  const list = useRef<HTMLDivElement>(null);
  const [, navigate] = useLocation();
  const line = useUnderline(list, '[aria-selected="true"]', `${value}|${items.length}`);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const tabs = Array.from(list.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? []);
    const focused = tabs.findIndex((el) => el === document.activeElement);
    const i = focused >= 0 ? focused : items.findIndex((t) => t.id === value);
    const last = items.length - 1;
    const next =
      e.key === 'ArrowRight' ? (i >= last ? 0 : i + 1)
      : e.key === 'ArrowLeft' ? (i <= 0 ? last : i - 1)
      : e.key === 'Home' ? 0
      : e.key === 'End' ? last
      : null;
    if (next === null || !items[next]) return;
    e.preventDefault();
    if (!items[next].href) onChange(items[next].id);
    tabs[next]?.focus();
  };

  return (
    <div
      ref={list}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      css={(t) => ({ position: 'relative', display: 'flex', gap: 4, borderBottom: `1px solid ${t.colors.border}` })}
    >
      {items.map((item) => {
        const selected = item.id === value;
        return (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={idPrefix ? tabId(idPrefix, item.id) : undefined}
            aria-controls={idPrefix && !item.href ? tabPanelId(idPrefix, item.id) : undefined}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => (item.href ? navigate(item.href) : onChange(item.id))}
            css={(t) => ({
              flex: fullWidth ? 1 : undefined,
              padding: '10px 16px',
              border: 0,
              background: 'none',
              font: 'inherit',
              fontWeight: 600,
              cursor: 'pointer',
              color: selected ? t.colors.primary : t.colors.textMuted,
              '&:hover': { color: t.colors.text },
            })}
          >
            {item.label}
          </button>
        );
      })}
      {line && (
        <span
          aria-hidden="true"
          css={(t) => ({
            position: 'absolute',
            bottom: -1,
            left: 0,
            height: 3,
            borderRadius: 3,
            background: t.colors.primary,
            transition: 'transform 250ms ease, width 250ms ease',
          })}
          style={{ width: line.width, transform: `translateX(${line.left}px)` }}
        />
      )}
    </div>
  );
}

export function TabPanel({ idPrefix, id, children }: { idPrefix: string; id: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={tabPanelId(idPrefix, id)} aria-labelledby={tabId(idPrefix, id)} tabIndex={0}>
      {children}
    </div>
  );
}
