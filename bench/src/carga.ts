import { Worker } from 'node:worker_threads';
import path from 'node:path';
import type autocannon from 'autocannon';

/**
 * The HTTP load of the API benchmark (docs/rendimiento.md, «Cómo»): autocannon in ONE worker thread
 * kept for the whole run (carga.worker.mjs), so the warm-up of each endpoint also warms the load
 * generator's compiled code, as it warms the API and the driver loop that run on the main thread.
 * A new worker per round (autocannon's `workers` option) starts cold every time: its JIT warm-up
 * fell inside each 3-s round and took CPU from the API on these 2 cores (docs/rendimiento.md).
 */
export class GeneradorDeCarga {
  private readonly worker = new Worker(path.join(__dirname, 'carga.worker.mjs'));
  private cola: Promise<unknown> = Promise.resolve();

  /**
   * Runs autocannon with `opts` in the worker (one run at a time: a call waits for the previous
   * one) and resolves with its result. Rejects when autocannon reports an error or the worker dies.
   */
  run(opts: autocannon.Options): Promise<autocannon.Result> {
    const next = this.cola.then(
      () =>
        new Promise<autocannon.Result>((resolve, reject) => {
          const onMessage = (msg: { result?: autocannon.Result; error?: string }) => {
            this.worker.off('error', onError);
            if (msg.result) resolve(msg.result);
            else reject(new Error(`autocannon: ${msg.error}`));
          };
          const onError = (err: Error) => {
            this.worker.off('message', onMessage);
            reject(err);
          };
          this.worker.once('message', onMessage);
          this.worker.once('error', onError);
          this.worker.postMessage(opts);
        }),
    );
    this.cola = next.catch(() => undefined);
    return next;
  }

  /** Stops the worker. */
  async close(): Promise<void> {
    await this.worker.terminate();
  }
}
