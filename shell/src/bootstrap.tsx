/** Starts the shell: reads /config.json, registers the remotes, renders the app. */
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadConfig } from './app/config';
import { registerAll } from './remotes/federation';

const root = createRoot(document.getElementById('root')!);

loadConfig()
  .then((config) => {
    registerAll(config.remotes ?? {});
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
