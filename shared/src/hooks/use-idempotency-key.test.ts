import { renderHook } from '@testing-library/react';
import { ApiError } from '../client';
import { MSG_IDEMPOTENCIA_EN_CURSO } from '../schemas/idempotencia';
import { newIdempotencyKey, useIdempotencyKey } from './use-idempotency-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('useIdempotencyKey', () => {
  const gasto = { descripcion: 'Varios', monto: '10.00', detalles: [{ a: 1, b: 2 }] };

  it('keeps the key of an unchanged submission, whatever the key order, and makes a new one when it changes', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const primera = result.current.keyFor(gasto);
    expect(primera).toMatch(UUID_V4);
    expect(result.current.keyFor({ detalles: [{ b: 2, a: 1 }], monto: '10.00', descripcion: 'Varios' })).toBe(primera);
    const otra = result.current.keyFor({ ...gasto, monto: '11.00' });
    expect(otra).not.toBe(primera);
    expect(result.current.keyFor({ ...gasto, monto: '11.00' })).toBe(otra);
  });

  it.each([
    ['a network error', new ApiError(0, 'Error de red')],
    ['a 500', new ApiError(500, 'Error interno del servidor.')],
    ['a proxy timeout (504)', new ApiError(504, '')],
    ['the 409 «todavía está en curso»', new ApiError(409, MSG_IDEMPOTENCIA_EN_CURSO)],
  ])('after %s the same submission keeps its key', (_label, error) => {
    const { result, rerender } = renderHook(() => useIdempotencyKey());
    const clave = result.current.keyFor(gasto);
    result.current.settle(error);
    rerender();
    expect(result.current.keyFor(gasto)).toBe(clave);
  });

  it.each([
    ['a success', undefined],
    ['a business refusal (409)', new ApiError(409, 'Saldo insuficiente en la caja.')],
    ['a 400', new ApiError(400, 'Debe ingresar una descripción.')],
  ])('after %s the same content is a new submission with a new key', (_label, error) => {
    const { result } = renderHook(() => useIdempotencyKey());
    const clave = result.current.keyFor(gasto);
    result.current.settle(error);
    expect(result.current.keyFor(gasto)).not.toBe(clave);
  });

  it('gives a version-4 UUID also where crypto.randomUUID is missing (plain http)', () => {
    const randomUUID = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const a = newIdempotencyKey();
      expect(a).toMatch(UUID_V4);
      expect(newIdempotencyKey()).not.toBe(a);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });
});
