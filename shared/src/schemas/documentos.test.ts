import {
  clienteBodySchema,
  cuitCon,
  cuitValido,
  digitoVerificadorCuit,
  formatearCuit,
  MSG_CUIT_DIGITO,
  MSG_CUIT_FORMATO,
  MSG_DOCUMENTO_INVALIDO,
  normalizarCuit,
  normalizarDocumento,
  proveedorBodySchema,
  soloDigitos,
} from './index';

// Real-world CUITs (a person's and a company's): their check digits follow the algorithm.
const REALES = ['20-17254359-7', '30-50001091-2'];

describe('cuitValido', () => {
  test.each(REALES)('%s is valid, written with or without separators', (cuit) => {
    expect(cuitValido(cuit)).toBe(true);
    expect(cuitValido(cuit.replace(/-/g, ''))).toBe(true);
    expect(cuitValido(cuit.replace(/-/g, '.'))).toBe(true);
    expect(cuitValido(` ${cuit.replace(/-/g, ' ')} `)).toBe(true);
  });

  test('a check digit of 0 (11 − sum mod 11 = 11) is accepted', () => {
    expect(digitoVerificadorCuit('2012345670')).toBe(0);
    expect(cuitValido('20-12345670-0')).toBe(true);
  });

  test.each([
    ['20-17254359-6', 'a wrong check digit'],
    ['30-50001091-3', 'a wrong check digit'],
    ['20-17254358-7', 'a changed digit'],
    ['20-12345676-0', 'a prefix whose check digit would be 10 (no CUIT has it)'],
    ['20-1725435-7', '10 digits'],
    ['20-172543590-7', '12 digits'],
    ['20/17254359/7', 'slashes'],
    ['20-17254359-X', 'a letter'],
    ['', 'nothing'],
  ])('%s is not valid: %s', (texto) => {
    expect(cuitValido(texto)).toBe(false);
  });

  test('the check digit of a prefix whose result is 10 does not exist', () => {
    expect(digitoVerificadorCuit('2012345676')).toBeNull();
    expect(digitoVerificadorCuit('201234567')).toBeNull();
    expect(digitoVerificadorCuit('20123456a6')).toBeNull();
  });
});

describe('soloDigitos and formatearCuit', () => {
  test('keep the digits of a text made of digits, dots, dashes and spaces; null otherwise', () => {
    expect(soloDigitos(' 20.172.543 59-7 ')).toBe('20172543597');
    expect(soloDigitos('20-17254359-7a')).toBeNull();
  });

  test('formatearCuit writes 11 digits as XX-XXXXXXXX-X and leaves anything else trimmed', () => {
    expect(formatearCuit('20172543597')).toBe('20-17254359-7');
    expect(formatearCuit('20.17254359.7')).toBe('20-17254359-7');
    expect(formatearCuit(' 1234 ')).toBe('1234');
  });
});

describe('normalizarDocumento (clients)', () => {
  test.each([
    ['12345678', '12345678'],
    ['1234567', '1234567'],
    ['12.345.678', '12345678'],
    [' 7 654 321 ', '7654321'],
    ['20172543597', '20-17254359-7'],
    ['20.17254359.7', '20-17254359-7'],
    ['30-50001091-2', '30-50001091-2'],
  ])('%s → %s', (texto, documento) => {
    expect(normalizarDocumento(texto)).toEqual({ documento });
  });

  test.each([
    ['123456', MSG_DOCUMENTO_INVALIDO],
    ['123456789', MSG_DOCUMENTO_INVALIDO],
    ['1234567890', MSG_DOCUMENTO_INVALIDO],
    ['123456789012', MSG_DOCUMENTO_INVALIDO],
    ['DNI 12345678', MSG_DOCUMENTO_INVALIDO],
    ['12345678X', MSG_DOCUMENTO_INVALIDO],
    ['20-17254359-6', MSG_CUIT_DIGITO],
    ['27-88888888-1', MSG_CUIT_DIGITO],
  ])('%s → %s', (texto, error) => {
    expect(normalizarDocumento(texto)).toEqual({ error });
  });

  test('clienteBodySchema stores the normalised document and refuses an invalid one with its message', () => {
    const base = { nombreApellido: 'Ana Gómez', tipo: 'particular', condicionIVA: 'Exento' };
    expect(clienteBodySchema.parse({ ...base, documento: '20172543597' }).documento).toBe('20-17254359-7');
    expect(clienteBodySchema.parse({ ...base, documento: '12.345.678' }).documento).toBe('12345678');
    const malo = clienteBodySchema.safeParse({ ...base, documento: '20-17254359-6' });
    expect(malo.success).toBe(false);
    expect(malo.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['documento', MSG_CUIT_DIGITO]]);
  });
});

describe('normalizarCuit (suppliers)', () => {
  test('11 digits with a valid check digit → XX-XXXXXXXX-X', () => {
    expect(normalizarCuit('30500010912')).toEqual({ cuit: '30-50001091-2' });
    expect(normalizarCuit(' 30.50001091.2 ')).toEqual({ cuit: '30-50001091-2' });
  });

  test.each([
    ['12345678', MSG_CUIT_FORMATO],
    ['305000109', MSG_CUIT_FORMATO],
    ['CUIT 30-50001091-2', MSG_CUIT_FORMATO],
    ['30-50001091-9', MSG_CUIT_DIGITO],
  ])('%s → %s', (texto, error) => {
    expect(normalizarCuit(texto)).toEqual({ error });
  });

  test('proveedorBodySchema: an empty CUIT is none; a wrong one is refused with its message', () => {
    expect(proveedorBodySchema.parse({ nombre: 'Química SA', cuit: '' }).cuit).toBeNull();
    expect(proveedorBodySchema.parse({ nombre: 'Química SA', cuit: '30500010912' }).cuit).toBe('30-50001091-2');
    const malo = proveedorBodySchema.safeParse({ nombre: 'Química SA', cuit: '30-50001091-9' });
    expect(malo.error?.issues.map((i) => i.message)).toEqual([MSG_CUIT_DIGITO]);
  });
});

describe('cuitCon', () => {
  test('adds the check digit to a prefix and 8 digits', () => {
    expect(cuitCon('20', '17254359')).toBe('20-17254359-7');
    expect(cuitCon('30', '50001091')).toBe('30-50001091-2');
  });

  test('pads short numbers to 8 digits', () => {
    expect(cuitCon('30', '1')).toMatch(/^30-00000001-\d$/);
    expect(cuitValido(cuitCon('30', '1'))).toBe(true);
  });

  test('when the check digit would be 10, a person takes prefix 23 and a company 33 (as AFIP does)', () => {
    expect(digitoVerificadorCuit('2012345676')).toBeNull();
    expect(cuitCon('20', '12345676')).toBe('23-12345676-9');
    expect(digitoVerificadorCuit('3012345679')).toBeNull();
    expect(cuitCon('30', '12345679')).toBe('33-12345679-9');
  });

  test('always gives a valid CUIT', () => {
    for (let n = 0; n < 500; n += 1) {
      const numero = String((n * 7_919_993) % 100_000_000);
      expect(cuitValido(cuitCon(n % 2 ? '27' : '30', numero))).toBe(true);
    }
  });
});
