import { Search } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from 'shared/auth';
import { Combobox, Dialog } from 'shared/overlays';
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
 * (bottom-left, clear of the bottom-right toasts), in the kit's Dialog with the kit's Combobox
 * (shared/overlays). Loads, on opening, the products, suppliers and clients the user may see, filters
 * them client-side (case-insensitive) into the groups Productos, Proveedores and Clientes, and goes to
 * /productos/{id}, /proveedores/{id} or /clientes/{id}. The list shows as soon as the dialog opens;
 * the first result is highlighted, the arrow keys move, Enter or a click chooses, Escape closes.
 */
export function GlobalSearch({ buttonLeft = '1rem' }: GlobalSearchProps) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');

  const data = useSearchData(open, user?.permissions);
  const groups = useMemo(
    () =>
      searchGroups({ productos: data.productos, proveedores: data.proveedores, clientes: data.clientes }, query).map((g) => ({
        id: g.heading,
        heading: g.heading,
        items: g.results,
      })),
    [data.productos, data.proveedores, data.clientes, query],
  );

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

  // Each opening starts empty.
  useEffect(() => {
    if (open) setQuery('');
  }, [open]);

  if (!user) return null;

  const choose = (result: SearchResult) => {
    setOpen(false);
    navigate(result.to);
  };

  return (
    <>
      <FloatingButton type="button" onClick={() => setOpen(true)} style={{ left: buttonLeft }} aria-keyshortcuts="Control+K Meta+K">
        <Search size={16} aria-hidden="true" />
        Buscar
        <Kbd aria-hidden="true">Ctrl K</Kbd>
      </FloatingButton>

      <Dialog open={open} title="Buscar" onClose={() => setOpen(false)} width="560px">
        {/* The dialog opens on this field, and the list opens with it. */}
        <Combobox
          label="Buscar"
          hideLabel
          icon={<Search size={16} />}
          placeholder={SEARCH_PLACEHOLDER}
          menuTrigger="focus"
          inline
          groups={groups}
          inputValue={query}
          onInputChange={setQuery}
          onSelect={choose}
          itemKey={(r) => r.key}
          itemText={(r) => r.label}
          itemDescription={(r) => r.detail}
          loading={data.loading}
          emptyText={SEARCH_EMPTY}
        />
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
