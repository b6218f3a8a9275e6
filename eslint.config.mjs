// ESLint for the whole workspace (run by `pnpm lint` and by `pnpm test`, zero warnings allowed).
// typescript-eslint's recommended rules, react-hooks, jsx-a11y, and the import boundaries of
// docs/arquitectura.md: a remote never imports another remote or the shell; the shared package never
// imports a remote, the shell or the API; the browser apps never import the API.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['mf-inventario', 'mf-operaciones', 'mf-contactos', 'mf-administracion'];

/** Import patterns a package may not use: other packages by name, or a relative path into their src. */
function forbidden(names) {
  return names.map((n) => ({
    regex: `^${n}(/|$)|(^|/)${n}/src(/|$)`,
    message: `No se importa ${n} desde aquí (docs/arquitectura.md).`,
  }));
}

/** Libraries wrapped by the shared package: apps import the wrapper (shared/forms), not the library. */
const WRAPPED = [
  { regex: '^(react-hook-form|@hookform/resolvers)(/|$)', message: 'Use shared/forms (docs/arquitectura.md).' },
  { regex: '^(react-aria-components|react-aria|react-stately)(/|$)', message: 'Use shared/overlays (docs/arquitectura.md).' },
];

const boundary = (files, names, wrapped = WRAPPED) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [...forbidden(names), ...wrapped] }] },
});

/**
 * The areas of a remote: features/<area>/ may import its own files, features/comun/ (what two or
 * more areas use) and other packages, never another area's internals (CONTRIBUTING.md, «Estructura
 * de un remoto»). no-restricted-imports sees the import as written, so the relative form is matched
 * by depth: from features/<area>/<d folders>/file.ts, `../` repeated d+1 times reaches features/.
 * A file's no-restricted-imports options replace the remote's boundary options, so these repeat them.
 */
function areas(remote) {
  const base = `${remote}/src/features`;
  const dirs = (dir) => readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory() && e.name !== 'node_modules');
  const depth = (dir) => Math.max(0, ...dirs(dir).map((e) => 1 + depth(`${dir}/${e.name}`)));
  const otherRemotes = [...REMOTES.filter((x) => x !== remote), 'shell', 'api'];
  return dirs(base).flatMap(({ name }) => {
    const allowed = name === 'comun' ? 'comun' : `(?:${name}|comun)`;
    const message = `features/${name} no importa el interior de otra área: lo que comparten dos áreas va en features/comun (CONTRIBUTING.md).`;
    return Array.from({ length: depth(`${base}/${name}`) + 1 }, (_, d) => ({
      files: [`${base}/${name}/${'*/'.repeat(d)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              ...forbidden(otherRemotes),
              ...WRAPPED,
              { regex: `^(?:\\.\\./){${d + 1}}(?!\\.\\./)(?!${allowed}(?:/|$))`, message },
              { regex: `(?:^|/)features/(?!${allowed}(?:/|$))`, message },
            ],
          },
        ],
      },
    }));
  });
}

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/coverage/**', '**/.data/**', 'api/drizzle/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}', ...REMOTES.map((r) => `${r}/src/**/*.{ts,tsx}`)],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // A dialog, the search palette and the sign-in form take the focus on their first field on
    // purpose (WAI-ARIA dialog pattern); pages do not (the shell moves focus to their heading).
    files: ['shell/src/features/auth/LoginPage.tsx'],
    rules: { 'jsx-a11y/no-autofocus': 'off' },
  },
  ...REMOTES.map((r) => boundary([`${r}/**/*.{ts,tsx,js,cjs,mjs}`], [...REMOTES.filter((x) => x !== r), 'shell', 'api'])),
  ...REMOTES.flatMap(areas),
  boundary(['shell/**/*.{ts,tsx,js,cjs,mjs}'], [...REMOTES, 'api']),
  boundary(['shared/**/*.{ts,tsx,js,cjs,mjs}'], [...REMOTES, 'shell', 'api'], []),
);
