import { Search } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAuth } from 'shared/auth';
import { Combobox, Dialog } from 'shared/overlays';
import { searchGroups, type SearchData, type SearchResult } from './search-results';
import { useSearchData } from './use-search-data';
import { useTerminoBusqueda } from './use-termino-busqueda';

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
 * (shared/overlays). Each opening starts empty; the server searches ({@link useSearchData}: the
 * first products, suppliers and clients the user may see that match, 8 of each) as the user types
 * ({@link useTerminoBusqueda}: at once after a pause, else after the typing pause), and the results
 * show in the groups Productos, Proveedores and Clientes; choosing one goes to /productos/{id},
 * /proveedores/{id} or /clientes/{id}. The first result is highlighted, the arrow keys move, Enter
 * or a click chooses (Enter pressed before the results of the typed text arrive waits for them and
 * goes to the first), Escape closes.
 */
export function GlobalSearch({ buttonLeft = '1rem' }: GlobalSearchProps) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

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

  const choose = useCallback(
    (result: SearchResult) => {
      setOpen(false);
      navigate(result.to);
    },
    [navigate],
  );

  if (!user) return null;

  return (
    <>
      <FloatingButton type="button" onClick={() => setOpen(true)} style={{ left: buttonLeft }} aria-keyshortcuts="Control+K Meta+K">
        <Search size={16} aria-hidden="true" />
        Buscar
        <Kbd aria-hidden="true">Ctrl K</Kbd>
      </FloatingButton>

      <Dialog open={open} title="Buscar" onClose={() => setOpen(false)} width="560px">
        {/* Mounted only while open: each opening starts with an empty text. */}
        <SearchPanel permissions={user.permissions} onChoose={choose} />
      </Dialog>
    </>
  );
}

/** The field and the results of the open search. */
function SearchPanel({ permissions, onChoose }: { permissions: readonly string[]; onChoose: (result: SearchResult) => void }) {
  const { texto, cambiar, termino, pendiente, ahora } = useTerminoBusqueda();
  const data = useSearchData(true, termino, permissions);
  // The results change all at once, when no list is on its way: never one group of the new text
  // beside the others of the old one, and the list is drawn once per search, not once per answer.
  const [mostrados, setMostrados] = useState<SearchData>(data);
  if (!data.fetching && (data.productos !== mostrados.productos || data.proveedores !== mostrados.proveedores || data.clientes !== mostrados.clientes)) {
    setMostrados({ productos: data.productos, proveedores: data.proveedores, clientes: data.clientes });
  }
  const groups = useMemo(() => searchGroups(mostrados).map((g) => ({ id: g.heading, heading: g.heading, items: g.results })), [mostrados]);
  // The results on screen are those of the text typed, and nothing is on its way.
  const listo = !pendiente && !data.fetching;
  const loading = data.loading || !listo;
  const [elegirPrimero, setElegirPrimero] = useState(false);

  useEffect(() => {
    if (!elegirPrimero || !listo) return;
    setElegirPrimero(false);
    const primero = groups[0]?.items[0];
    if (primero) onChoose(primero);
  }, [elegirPrimero, listo, groups, onChoose]);

  // Enter before the results of the typed text arrive: ask now, and go to the first one when they come.
  const onKeyDownCapture = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Enter' || listo) return;
    e.preventDefault();
    e.stopPropagation();
    ahora();
    setElegirPrimero(true);
  };

  // Drawn again only when what it shows changes (not on each answer of a list still in progress).
  const combobox = useMemo(
    () => (
      <Combobox
        label="Buscar"
        hideLabel
        icon={<Search size={16} />}
        placeholder={SEARCH_PLACEHOLDER}
        menuTrigger="focus"
        inline
        groups={groups}
        inputValue={texto}
        onInputChange={cambiar}
        onSelect={onChoose}
        itemKey={(r) => r.key}
        itemText={(r) => r.label}
        itemDescription={(r) => r.detail}
        loading={loading}
        emptyText={SEARCH_EMPTY}
      />
    ),
    [groups, texto, cambiar, onChoose, loading],
  );

  return (
    // The dialog opens on this field, and the list opens with it.
    <div onKeyDownCapture={onKeyDownCapture}>{combobox}</div>
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
