import { Search } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from 'shared/auth';
import { Dialog, Spinner } from 'shared/ui';
import { searchGroups, type SearchResult } from './search-results';
import { useSearchData } from './use-search-data';

/** Texts of docs/arquitectura.md. */
export const SEARCH_PLACEHOLDER = 'Buscar productos o proveedores...';
export const SEARCH_EMPTY = 'No se encontraron resultados.';

/** Props of {@link GlobalSearch}. */
export interface GlobalSearchProps {
  /** CSS `left` of the floating button, so it sits beside the sidebar (toasts use bottom-right). */
  buttonLeft?: string;
}

/**
 * Global search of docs/arquitectura.md: opened with Ctrl/Cmd+K or the floating 'Buscar' button
 * (bottom-left, clear of the bottom-right toasts). Loads, on opening, the products, suppliers and
 * clients the user may see, filters them client-side (case-insensitive), and goes to
 * /productos/{id}, /proveedores/{id} or /clientes/{id}. Arrow keys move, Enter chooses.
 */
export function GlobalSearch({ buttonLeft = '1rem' }: GlobalSearchProps) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();

  const data = useSearchData(open, user?.permissions);
  const groups = useMemo(
    () => searchGroups({ productos: data.productos, proveedores: data.proveedores, clientes: data.clientes }, query),
    [data.productos, data.proveedores, data.clientes, query],
  );
  const flat = useMemo(() => groups.flatMap((g) => g.results), [groups]);

  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setOpen((o) => !o);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // Each opening starts empty; each new text highlights the first result.
  useEffect(() => {
    if (open) setQuery('');
  }, [open]);
  useEffect(() => setActive(0), [query]);

  if (!user) return null;

  const choose = (result: SearchResult) => {
    setOpen(false);
    navigate(result.to);
  };

  const onInputKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (flat.length === 0) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((i) => (i + 1) % flat.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => (i - 1 + flat.length) % flat.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const target = flat[Math.min(active, flat.length - 1)];
      if (target) choose(target);
    }
  };

  const optionId = (i: number) => `${listId}-opt-${i}`;
  let index = -1;

  return (
    <>
      <FloatingButton type="button" onClick={() => setOpen(true)} style={{ left: buttonLeft }} aria-keyshortcuts="Control+K Meta+K">
        <Search size={16} aria-hidden="true" />
        Buscar
        <Kbd aria-hidden="true">Ctrl K</Kbd>
      </FloatingButton>

      <Dialog open={open} title="Buscar" onClose={() => setOpen(false)}>
        <SearchBox>
          <Search size={18} aria-hidden="true" />
          <SearchField
            role="combobox"
            aria-expanded={flat.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={flat.length > 0 ? optionId(Math.min(active, flat.length - 1)) : undefined}
            aria-label="Buscar"
            placeholder={SEARCH_PLACEHOLDER}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={onInputKey}
            autoFocus
            autoComplete="off"
            spellCheck={false}
          />
        </SearchBox>

        <Results id={listId} role="listbox" aria-label="Resultados">
          {groups.map((group) => (
            <div key={group.heading} role="group" aria-label={group.heading}>
              <GroupHeading aria-hidden="true">{group.heading}</GroupHeading>
              {group.results.map((r) => {
                index += 1;
                const i = index;
                const selected = i === active;
                return (
                  <Option
                    key={r.key}
                    id={optionId(i)}
                    role="option"
                    aria-selected={selected}
                    $selected={selected}
                    onMouseMove={() => setActive(i)}
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => choose(r)}
                  >
                    <span>{r.label}</span>
                    {r.detail && <Detail>{r.detail}</Detail>}
                  </Option>
                );
              })}
            </div>
          ))}
        </Results>
        {flat.length === 0 &&
          (data.loading ? (
            <Center>
              <Spinner />
            </Center>
          ) : (
            <Empty>{SEARCH_EMPTY}</Empty>
          ))}
      </Dialog>
    </>
  );
}

const FloatingButton = styled.button`
  position: fixed;
  bottom: 1rem;
  z-index: 30;
  display: inline-flex;
  align-items: center;
  gap: 0.45rem;
  height: 2.5rem;
  padding: 0 0.9rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 0.9rem;
  box-shadow: 0 4px 14px rgba(0, 0, 0, 0.12);
  cursor: pointer;
  transition: left 0.2s ease;

  &:hover {
    background: ${({ theme }) => theme.colors.hover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Kbd = styled.kbd`
  font-family: inherit;
  font-size: 0.7rem;
  padding: 0.1rem 0.35rem;
  border-radius: 4px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};

  @media (max-width: 767px) {
    display: none;
  }
`;

const SearchBox = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0 0.25rem 0.5rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SearchField = styled.input`
  flex: 1;
  min-width: 0;
  height: 2.5rem;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 1rem;

  &:focus {
    outline: none;
  }
`;

const Results = styled.div`
  max-height: min(60vh, 24rem);
  overflow-y: auto;
  padding-top: 0.25rem;
  min-width: min(32rem, 80vw);
`;

const GroupHeading = styled.div`
  padding: 0.6rem 0.5rem 0.25rem;
  font-size: 0.75rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Option = styled.div<{ $selected: boolean }>`
  display: flex;
  justify-content: space-between;
  gap: 1rem;
  padding: 0.5rem;
  border-radius: 6px;
  cursor: pointer;
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primarySoft : 'transparent')};
  color: ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.text)};
`;

const Detail = styled.span`
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Empty = styled.p`
  margin: 0;
  padding: 1.5rem 0.5rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: 1.5rem 0;
`;
