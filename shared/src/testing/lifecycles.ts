import { act } from '@testing-library/react';
import type { RemoteLifecycles } from '../standalone/lifecycles';

/** What {@link mountLifecycles} returns. */
export interface MountedLifecycles {
  /** The element the lifecycles mounted into (appended to document.body). */
  domElement: HTMLElement;
  /** Runs the `unmount` lifecycle inside act(). */
  unmount: () => Promise<void>;
}

/**
 * Test helper: runs `bootstrap` and `mount` the way a single-spa host does, into a new element
 * (docs/arquitectura.md, `./lifecycles`). single-spa-react's mount settles only once React has
 * committed, which happens when act() flushes, so it is awaited after act(), not inside it.
 */
export async function mountLifecycles(lifecycles: RemoteLifecycles, name = 'remote'): Promise<MountedLifecycles> {
  const domElement = document.body.appendChild(document.createElement('div'));
  const props = { name, domElement, singleSpa: {}, mountParcel: () => undefined } as unknown as Parameters<RemoteLifecycles['mount']>[0];
  await lifecycles.bootstrap(props);
  let mounted: Promise<unknown> = Promise.resolve();
  await act(async () => {
    mounted = lifecycles.mount(props);
  });
  await mounted;
  return {
    domElement,
    unmount: async () => {
      await act(async () => {
        await lifecycles.unmount(props);
      });
    },
  };
}
