import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { type AuthMode, TAB_TEXTS } from '../modes';

interface AuthTabsProps {
  modes: readonly AuthMode[];
  selected: AuthMode;
  onSelect: (mode: AuthMode) => void;
  children: ReactNode;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between tabs and select them. */
export function AuthTabs({ modes, selected, onSelect, children }: AuthTabsProps) {
  const baseId = useId();
  const tabs = useRef(new Map<AuthMode, HTMLButtonElement>());
  const tabId = (mode: AuthMode) => `${baseId}-tab-${mode}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = modes.indexOf(selected);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % modes.length,
      ArrowLeft: (index - 1 + modes.length) % modes.length,
      Home: 0,
      End: modes.length - 1,
    };
    const target = moves[event.key];
    const next = target === undefined ? undefined : modes[target];
    if (next === undefined) return;
    event.preventDefault();
    onSelect(next);
    tabs.current.get(next)?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label="Account"
        onKeyDown={onKeyDown}
        className="mb-6 flex gap-1 rounded-full bg-paper-deep p-1"
      >
        {modes.map((mode) => {
          const isSelected = mode === selected;
          return (
            <button
              key={mode}
              ref={(element) => {
                if (element) tabs.current.set(mode, element);
                else tabs.current.delete(mode);
              }}
              id={tabId(mode)}
              type="button"
              role="tab"
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(mode)}
              className={`flex-1 rounded-full px-3 py-2 text-sm font-medium transition-colors ${
                isSelected ? 'bg-white text-ink shadow-sm' : 'text-ink-soft hover:text-ink'
              }`}
            >
              {TAB_TEXTS[mode].tab}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)}>
        {children}
      </div>
    </div>
  );
}
