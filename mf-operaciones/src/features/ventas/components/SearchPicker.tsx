import { useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Input } from 'shared/ui';

const Wrap = styled.div`position: relative;`;
const List = styled.ul`
  position: absolute;
  z-index: 20;
  left: 0;
  right: 0;
  top: calc(100% + 4px);
  margin: 0;
  padding: 4px;
  list-style: none;
  max-height: 320px;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.12);
  li { padding: 7px 10px; border-radius: 6px; cursor: pointer; }
  li[aria-selected='true'], li:hover { background: ${({ theme }) => theme.colors.hover}; }
  li.empty { cursor: default; color: ${({ theme }) => theme.colors.textMuted}; }
`;

export interface SearchPickerProps<T> {
  id: string;
  items: T[];
  /** Text the typed query is matched against (case-insensitive, accents kept). */
  text: (item: T) => string;
  /** Content of an option. */
  render: (item: T) => ReactNode;
  itemKey: (item: T) => number | string;
  onPick: (item: T) => void;
  placeholder?: string;
  disabled?: boolean;
  /** Max options shown (default 8). */
  limit?: number;
}

/** Text box that lists matching items as options (arrows + Enter or click to pick). */
export function SearchPicker<T>({ id, items, text, render, itemKey, onPick, placeholder, disabled, limit = 8 }: SearchPickerProps<T>) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listId = useId();
  const matches = useMemo(() => {
    const q = query.trim().toLowerCase();
    if (!q) return [];
    return items.filter((i) => text(i).toLowerCase().includes(q)).slice(0, limit);
  }, [items, query, text, limit]);

  const pick = (item: T) => {
    onPick(item);
    setQuery('');
    setOpen(false);
    setActive(0);
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((a) => Math.min(a + 1, matches.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === 'Enter' && matches[active]) {
      e.preventDefault();
      pick(matches[active]);
    } else if (e.key === 'Escape') setOpen(false);
  };
  const showList = open && query.trim() !== '';
  return (
    <Wrap>
      <Input
        id={id}
        type="text"
        role="combobox"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        autoComplete="off"
        value={query}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
          setActive(0);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={onKey}
      />
      {showList ? (
        <List id={listId} role="listbox">
          {matches.length === 0 ? (
            <li className="empty">No se encontraron resultados.</li>
          ) : (
            matches.map((m, i) => (
              <li
                key={itemKey(m)}
                role="option"
                aria-selected={i === active}
                onMouseDown={(e) => {
                  e.preventDefault();
                  pick(m);
                }}
              >
                {render(m)}
              </li>
            ))
          )}
        </List>
      ) : null}
    </Wrap>
  );
}
