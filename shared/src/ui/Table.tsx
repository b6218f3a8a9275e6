import { useEffect, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, type To } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from './Button';
import { EmptyState, Spinner, visuallyHidden } from './layout';

export interface TableColumn<T> {
  key: string;
  header: ReactNode;
  /** Cell content; defaults to row[key]. */
  render?: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: string;
}

export interface TableProps<T> {
  columns: TableColumn<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  /** Shows a spinner instead of the rows. */
  loading?: boolean;
  /** Text when there are no rows; 'No hay resultados.' by default (docs/textos.md). */
  emptyText?: ReactNode;
  /** With page and totalPages the table shows its Pagination. */
  page?: number;
  totalPages?: number;
  onPageChange?: (page: number) => void;
  /**
   * Where a row opens (e.g. `(p) => \`/productos/${p.id}\``); `undefined` for a row that opens
   * nothing. The cell of {@link TableProps.linkColumn} becomes a real react-router `Link`, the
   * accessible way to open the row: Tab + Enter, middle-click and ctrl/cmd-click work. A plain
   * mouse click anywhere else on the row follows the same link (not on buttons, links or inputs,
   * nor when the click ends a text selection). Without `rowHref` rows are not clickable.
   */
  rowHref?: (row: T) => To | undefined;
  /** Key of the column whose cell carries the row's link; the first column by default. */
  linkColumn?: string;
  /** Router `state` handed to the row's link (e.g. `{ from: location.pathname + location.search }`). */
  rowLinkState?: (row: T) => unknown;
  /**
   * Accessible name of the row's link when the cell text alone is not enough (e.g. 'Venta 12' for
   * a cell that shows '12'). It should contain the visible text of the cell.
   */
  rowLinkLabel?: (row: T) => string;
  /** Accessible caption (visually hidden). */
  caption?: string;
}

const Wrap = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  overflow-x: auto;
`;
const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th, td { padding: 9px 12px; border-bottom: 1px solid ${({ theme }) => theme.colors.border}; vertical-align: middle; }
  th { text-align: left; font-size: 12px; font-weight: 600; text-transform: uppercase; letter-spacing: 0.02em; color: ${({ theme }) => theme.colors.textMuted}; background: ${({ theme }) => theme.colors.surfaceAlt}; }
  tbody tr:last-child td { border-bottom: none; }
  tbody tr[data-clickable='true'] { cursor: pointer; }
  tbody tr[data-clickable='true']:hover { background: ${({ theme }) => theme.colors.surfaceAlt}; }
  a[data-row-link] { color: ${({ theme }) => theme.colors.primary}; font-weight: 500; text-decoration: none; }
  a[data-row-link]:hover, a[data-row-link]:focus-visible { text-decoration: underline; }
  caption {
    ${visuallyHidden}
  }
`;

const INTERACTIVE = 'a, button, input, select, textarea, label, summary, [role="button"], [role="link"]';

/**
 * A plain left click on a linked row (outside its controls and without ending a text selection)
 * follows the row's link; modified clicks are left to the link itself (new tab, new window).
 */
function followRowLink(e: MouseEvent<HTMLTableRowElement>) {
  if (e.defaultPrevented || e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
  if ((e.target as HTMLElement).closest(INTERACTIVE)) return;
  if (window.getSelection?.()?.toString()) return;
  e.currentTarget.querySelector<HTMLAnchorElement>('a[data-row-link]')?.click();
}

/**
 * Data table with loading, empty text, optional paging and optional row links (`rowHref`: the
 * identifying cell becomes a `Link`, see {@link TableProps.rowHref}).
 */
export function Table<T>({
  columns,
  rows,
  rowKey,
  loading = false,
  emptyText = 'No hay resultados.',
  page,
  totalPages,
  onPageChange,
  rowHref,
  linkColumn,
  rowLinkState,
  rowLinkLabel,
  caption,
}: TableProps<T>) {
  const linkKey = linkColumn ?? columns[0]?.key;
  return (
    <div>
      <Wrap>
        <StyledTable>
          {caption ? <caption>{caption}</caption> : null}
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} style={{ textAlign: c.align ?? 'left', width: c.width }}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {loading ? (
              <tr>
                <td colSpan={columns.length}>
                  <EmptyState>
                    <Spinner />
                  </EmptyState>
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length}>
                  <EmptyState>{emptyText}</EmptyState>
                </td>
              </tr>
            ) : (
              rows.map((row) => {
                const href = rowHref?.(row);
                return (
                  // The row click is a mouse shortcut for the link in the row, which is the
                  // keyboard and assistive-technology way to open it.
                  <tr
                    key={rowKey(row)}
                    data-clickable={href !== undefined ? 'true' : undefined}
                    onClick={href !== undefined ? followRowLink : undefined}
                  >
                    {columns.map((c) => {
                      const content = c.render ? c.render(row) : String((row as Record<string, unknown>)[c.key] ?? '');
                      return (
                        <td key={c.key} style={{ textAlign: c.align ?? 'left' }}>
                          {href !== undefined && c.key === linkKey ? (
                            <Link to={href} state={rowLinkState?.(row)} aria-label={rowLinkLabel?.(row)} data-row-link="">
                              {content}
                            </Link>
                          ) : (
                            content
                          )}
                        </td>
                      );
                    })}
                  </tr>
                );
              })
            )}
          </tbody>
        </StyledTable>
      </Wrap>
      {page !== undefined && totalPages !== undefined && onPageChange && !loading ? (
        <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} />
      ) : null}
    </div>
  );
}

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 10px;
  padding: 10px 2px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** 'Anterior' / 'Página X de Y' / 'Siguiente' (pages are 1-based; nothing shown for 0 pages). */
export function Pagination({ page, totalPages, onPageChange }: { page: number; totalPages: number; onPageChange: (page: number) => void }) {
  if (totalPages <= 0) return null;
  return (
    <Pager aria-label="Paginación">
      <Button size="sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
        Anterior
      </Button>
      <span>
        Página {page} de {totalPages}
      </span>
      <Button size="sm" onClick={() => onPageChange(page + 1)} disabled={page >= totalPages}>
        Siguiente
      </Button>
    </Pager>
  );
}

/**
 * Pages an in-memory list: returns the rows of the current page (`rows`, alias `pageRows`),
 * the 1-based `page`, `totalPages` (at least 1) and `setPage`. Goes back to the last page
 * when the list shrinks.
 */
export function useClientPaging<T>(all: T[], pageSize = 10) {
  const [page, setPageState] = useState(1);
  const totalPages = Math.max(1, Math.ceil(all.length / pageSize));
  useEffect(() => {
    if (page > totalPages) setPageState(totalPages);
  }, [page, totalPages]);
  const current = Math.min(page, totalPages);
  const rows = useMemo(() => all.slice((current - 1) * pageSize, current * pageSize), [all, current, pageSize]);
  const setPage = (p: number) => setPageState(Math.min(Math.max(1, p), totalPages));
  return { page: current, setPage, totalPages, rows, pageRows: rows };
}
