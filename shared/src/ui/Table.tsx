import { useEffect, useId, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, type To } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from './Button';
import { Select } from './form';
import { EmptyState, Spinner, visuallyHidden } from './layout';

/** Direction of a sorted column. */
export type SortDirection = 'asc' | 'desc';

/** The column a table is sorted by (its `sortKey`) and the direction; undefined for the default order. */
export interface TableSort<K extends string = string> {
  key: K;
  dir: SortDirection;
}

/** Page sizes offered by 'Filas por página' unless a screen gives its own (the API takes 1 to 100). */
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;

export interface TableColumn<T, K extends string = string> {
  key: string;
  header: ReactNode;
  /** Cell content; defaults to row[key]. */
  render?: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: string;
  /**
   * Makes the column sortable (with the table's `onSortChange`): the key the list sorts by, the
   * API's name of the column (e.g. 'fecha' for a column keyed 'fechaVenta').
   */
  sortKey?: K;
}

export interface TableProps<T, K extends string = string> {
  columns: TableColumn<T, K>[];
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
  /** The current order (shown with `aria-sort` and an arrow on that column's header). */
  sort?: TableSort<K>;
  /**
   * Called with a column's `sortKey` when its header button is activated (click, Enter or Space);
   * the screen decides the next order (see `changeSort` of shared/hooks). Without it no column is
   * sortable.
   */
  onSortChange?: (key: K) => void;
  /** With `onPageSizeChange`, the 'Filas por página' select beside the Pagination shows this size. */
  pageSize?: number;
  onPageSizeChange?: (pageSize: number) => void;
  /** Sizes of 'Filas por página'; {@link PAGE_SIZE_OPTIONS} by default. */
  pageSizeOptions?: readonly number[];
}

/**
 * The frame of every table: surface, border, rounded corners and horizontal scroll for wide tables.
 * {@link Table} draws its own; a hand-made table (grouped headers, a totals footer) goes inside one.
 */
export const TableFrame = styled.div`
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

/** The header of a sortable column: a button with the th's own look, plus the arrow. */
const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 0;
  margin: 0;
  border: none;
  background: none;
  font: inherit;
  letter-spacing: inherit;
  text-transform: inherit;
  color: inherit;
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.colors.text}; }
  &[data-sorted='true'] { color: ${({ theme }) => theme.colors.text}; }
`;
const SortArrow = styled.span`
  font-size: 11px;
  line-height: 1;
  &[data-dir='none'] { opacity: 0.45; }
`;

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const ARROW = { asc: '▲', desc: '▼', none: '↕' } as const;

const INTERACTIVE = 'a, button, input, select, textarea, label, summary, [role="button"], [role="link"]';

/** Props of {@link TableStatusRow}. */
export interface TableStatusRowProps {
  /** How many columns the row spans: all of the table's. */
  colSpan: number;
  /** True while the rows load: the row shows the spinner. */
  loading: boolean;
  /** What the row says when there is nothing to show; 'No hay resultados.' by default. */
  emptyText?: ReactNode;
}

/**
 * The only body row of a table with no rows to show (marked `data-status`): the spinner while
 * `loading`, otherwise `emptyText` ('No hay resultados.'). {@link Table} uses it; a hand-made table
 * too, so every table says the same.
 */
export function TableStatusRow({ colSpan, loading, emptyText = 'No hay resultados.' }: TableStatusRowProps) {
  return (
    <tr data-status="">
      <td colSpan={colSpan}>
        <EmptyState>{loading ? <Spinner /> : emptyText}</EmptyState>
      </td>
    </tr>
  );
}

/**
 * Row `onClick` of a table whose rows open a page: a plain left click on the row (outside its
 * controls and without ending a text selection) follows the row's link, the `<a data-row-link>` in
 * it (which is how keyboards and screen readers open the row); modified clicks are left to the link
 * itself (new tab, new window). {@link Table} uses it with `rowHref`; a hand-made table puts
 * `data-row-link` on its link.
 */
export function followRowLink(e: MouseEvent<HTMLTableRowElement>) {
  if (e.defaultPrevented || e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
  if ((e.target as HTMLElement).closest(INTERACTIVE)) return;
  if (window.getSelection?.()?.toString()) return;
  e.currentTarget.querySelector<HTMLAnchorElement>('a[data-row-link]')?.click();
}

/**
 * Data table with loading, empty text, optional paging and page size, optional sortable columns
 * and optional row links (`rowHref`: the identifying cell becomes a `Link`, see
 * {@link TableProps.rowHref}). A column with `sortKey` (and the table's `onSortChange`) has its
 * header as a button (Tab, then Enter or Space); its th carries `aria-sort` ('ascending',
 * 'descending' or 'none') and a visible arrow (docs/arquitectura.md, "Listas").
 */
export function Table<T, K extends string = string>({
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
  sort,
  onSortChange,
  pageSize,
  onPageSizeChange,
  pageSizeOptions,
}: TableProps<T, K>) {
  const linkKey = linkColumn ?? columns[0]?.key;
  return (
    <div>
      <TableFrame>
        <StyledTable>
          {caption ? <caption>{caption}</caption> : null}
          <thead>
            <tr>
              {columns.map((c) => {
                if (c.sortKey === undefined || !onSortChange) {
                  return (
                    <th key={c.key} style={{ textAlign: c.align ?? 'left', width: c.width }}>
                      {c.header}
                    </th>
                  );
                }
                const sortKey = c.sortKey;
                const dir = sort?.key === sortKey ? sort.dir : undefined;
                return (
                  <th
                    key={c.key}
                    style={{ textAlign: c.align ?? 'left', width: c.width }}
                    aria-sort={dir ? ARIA_SORT[dir] : 'none'}
                  >
                    <SortButton type="button" data-sorted={dir ? 'true' : undefined} onClick={() => onSortChange(sortKey)}>
                      {c.header}
                      <SortArrow aria-hidden="true" data-dir={dir ?? 'none'}>
                        {ARROW[dir ?? 'none']}
                      </SortArrow>
                    </SortButton>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {loading || rows.length === 0 ? (
              <TableStatusRow colSpan={columns.length} loading={loading} emptyText={emptyText} />
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
      </TableFrame>
      {page !== undefined && totalPages !== undefined && onPageChange && !loading ? (
        <Pagination
          page={page}
          totalPages={totalPages}
          onPageChange={onPageChange}
          pageSize={pageSize}
          onPageSizeChange={onPageSizeChange}
          pageSizeOptions={pageSizeOptions}
        />
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

const PageSize = styled.div`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  margin-right: auto;
  white-space: nowrap;
  select { width: auto; padding: 4px 8px; }
`;

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** With `onPageSizeChange`: the 'Filas por página' select shows this size. */
  pageSize?: number;
  onPageSizeChange?: (pageSize: number) => void;
  /** Sizes offered; {@link PAGE_SIZE_OPTIONS} by default (the current size is added when missing). */
  pageSizeOptions?: readonly number[];
}

/**
 * 'Anterior' / 'Página X de Y' / 'Siguiente' (pages are 1-based), and with `pageSize` and
 * `onPageSizeChange` the 'Filas por página' select beside them. Nothing is shown for 0 pages
 * unless there is a page-size select.
 */
export function Pagination({ page, totalPages, onPageChange, pageSize, onPageSizeChange, pageSizeOptions = PAGE_SIZE_OPTIONS }: PaginationProps) {
  const sizeId = useId();
  const withSize = pageSize !== undefined && onPageSizeChange !== undefined;
  if (totalPages <= 0 && !withSize) return null;
  const sizes = withSize && !pageSizeOptions.includes(pageSize) ? [...pageSizeOptions, pageSize].sort((a, b) => a - b) : pageSizeOptions;
  return (
    <Pager aria-label="Paginación">
      {withSize ? (
        <PageSize>
          <label htmlFor={sizeId}>Filas por página</label>
          <Select id={sizeId} value={String(pageSize)} onChange={(e) => onPageSizeChange(Number(e.target.value))}>
            {sizes.map((size) => (
              <option key={size} value={String(size)}>
                {size}
              </option>
            ))}
          </Select>
        </PageSize>
      ) : null}
      {totalPages > 0 ? <PageButtons page={page} totalPages={totalPages} onPageChange={onPageChange} /> : null}
    </Pager>
  );
}

function PageButtons({ page, totalPages, onPageChange }: Pick<PaginationProps, 'page' | 'totalPages' | 'onPageChange'>) {
  return (
    <>
      <Button size="sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
        Anterior
      </Button>
      <span>
        Página {page} de {totalPages}
      </span>
      <Button size="sm" onClick={() => onPageChange(page + 1)} disabled={page >= totalPages}>
        Siguiente
      </Button>
    </>
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
