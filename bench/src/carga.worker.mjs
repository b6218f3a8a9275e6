// The load generator's thread for the API benchmark (bench/src/carga.ts): autocannon runs here, in
// this one thread, for every round of the whole run, so its code is compiled and warm like the API's
// and the driver loop's (docs/rendimiento.md, «Cómo»). Each message is autocannon's options; the
// answer is its aggregated result (the same shape autocannon returns on the main thread), or
// { error } with the message of what failed.
import { parentPort } from 'node:worker_threads';
import autocannon from 'autocannon';

parentPort.on('message', (opts) => {
  autocannon(opts, (err, raw) => {
    if (err) {
      parentPort.postMessage({ error: String(err && err.message ? err.message : err) });
      return;
    }
    // Off the main thread autocannon returns its histograms encoded: aggregateResult decodes them
    // into the usual result (latency percentiles, 2xx, duration…).
    parentPort.postMessage({ result: autocannon.aggregateResult([raw], opts) });
  });
});
