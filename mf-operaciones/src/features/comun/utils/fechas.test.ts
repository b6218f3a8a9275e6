import { formatDia, formatMes, hoyBuenosAires, mesDe } from './fechas';

it('takes the day and month in Buenos Aires, not in UTC', () => {
  // 02:30 UTC on 1 December is still 30 November, 23:30, in Buenos Aires (UTC−3).
  const casiMedianoche = new Date('2026-12-01T02:30:00.000Z');
  expect(hoyBuenosAires(casiMedianoche)).toBe('2026-11-30');
  expect(mesDe(casiMedianoche)).toEqual({ desde: '2026-11-01', hasta: '2026-11-30' });
  expect(mesDe(new Date('2028-02-10T15:00:00.000Z'))).toEqual({ desde: '2028-02-01', hasta: '2028-02-29' });
  expect(mesDe(new Date('2026-12-31T20:00:00.000Z'))).toEqual({ desde: '2026-12-01', hasta: '2026-12-31' });
});

it('shows a day without shifting it and a timestamp in Buenos Aires', () => {
  expect(formatDia('2026-11-01')).toBe('01/11/2026');
  expect(formatDia('2026-11-01T01:00:00.000Z')).toBe('31/10/2026');
});

it('names the months in Spanish', () => {
  expect(formatMes('2026-11')).toBe('Noviembre 2026');
  expect(formatMes('2027-01')).toBe('Enero 2027');
  expect(formatMes('2026-13')).toBe('2026-13');
});
