/** Paging metadata of a list response: totalPages is at least 1 so an empty list shows "1 of 1". */
export function pageMeta(total: number, page: number, pageSize: number) {
  return { total, currentPage: page, totalPages: Math.max(1, Math.ceil(total / pageSize)), pageSize };
}

/** Escapes `%`, `_` and `\` for a LIKE/ILIKE pattern and wraps it for a "contains" search. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
