/**
 * The react-router every app shares (shared/build/webpack.cjs, docs/rendimiento.md «Navegador»).
 *
 * In the webpack builds, `import … from 'react-router-dom'` (and from 'react-router') in any app or
 * in the `shared` package resolves to this module, shared once as a singleton: one copy of the
 * router and of its contexts for the shell and the four remotes. It re-exports only what the code
 * uses, so the rest of react-router is left out of the bundle (59.8 KB gzip whole, about 14 KB this
 * way). Jest, TypeScript and ESLint still see the real package.
 *
 * A name missing here fails the build of the app that imports it («… no está en
 * shared/build/react-router.mjs»): add it to this list.
 * 'react-router-full' is an alias (webpack.cjs) of react-router's own ESM entry, a request no
 * shared key matches, so this module bundles it instead of consuming itself.
 */
export {
  BrowserRouter,
  Link,
  Navigate,
  Outlet,
  Route,
  Routes,
  useHref,
  useInRouterContext,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-full';
