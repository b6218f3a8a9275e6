/** Starts the shell: reads /config.json, registers the remotes (and starts the one of the URL), renders the app. */
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadConfig } from './app/config';
import { registerAll } from './remotes/federation';
import { prefetchRemoteOf } from './remotes/prefetch';

const root = createRoot(document.getElementById('root')!);

loadConfig()
  .then((config) => {
    registerAll(config.remotes ?? {});
    // A remote's page opened directly starts loading its remote now, alongside the session check.
    prefetchRemoteOf(window.location.pathname);
    root.render(<App />);
  })
  .catch((err: unknown) => {
    console.error(err);
    root.render(
      <p style={{ fontFamily: 'system-ui', padding: 24 }}>
        No se pudo cargar la configuración de la aplicación. Recargue la página.
      </p>,
    );
  });
