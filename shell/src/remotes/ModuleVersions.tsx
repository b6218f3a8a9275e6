import { lazy, Suspense, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Dialog } from 'shared/overlays';
import { Spinner } from 'shared/ui';

/** The dialog's table (and its runtime reads), fetched on the first opening. */
const ModuleVersionsDialog = lazy(() => import('./ModuleVersionsDialog'));

const Opener = styled.button`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: inherit;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;

/**
 * The sidebar's version label as a button (docs/arquitectura.md «Versiones»): `children` is the label
 * ('Versión 1.0.0'); it opens «Versiones del sistema», the version and build of the shell and of each
 * remote this page loaded, and whether it loaded, for support.
 */
export function ModuleVersions({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Opener type="button" aria-haspopup="dialog" title="Ver las versiones de los módulos" onClick={() => setOpen(true)}>
        {children}
      </Opener>
      {open ? (
        <Suspense
          fallback={
            <Dialog open title="Versiones del sistema" onClose={close}>
              <Spinner />
            </Dialog>
          }
        >
          <ModuleVersionsDialog onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
