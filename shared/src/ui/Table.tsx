import { useEffect, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { EmptyState, Spinner } from './layout';

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
  onRowClick?: (row: T) => void;
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
  caption { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
`;

/** Data table with loading, empty text and optional paging. */
export function Table<T>({
  columns,
  rows,
  rowKey,
  loading = false,
  emptyText = 'No hay resultados.',
  page,
  totalPages,
  onPageChange,
  onRowClick,
  caption,
}: TableProps<T>) {
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
              rows.map((row) => (
                <tr
                  key={rowKey(row)}
                  data-clickable={onRowClick ? 'true' : undefined}
                  onClick={onRowClick ? (e) => {
                    if ((e.target as HTMLElement).closest('button, a, input, select, textarea')) return;
                    onRowClick(row);
                  } : undefined}
                >
                  {columns.map((c) => (
                    <td key={c.key} style={{ textAlign: c.align ?? 'left' }}>
                      {c.render ? c.render(row) : String((row as Record<string, unknown>)[c.key] ?? '')}
                    </td>
                  ))}
                </tr>
              ))
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
