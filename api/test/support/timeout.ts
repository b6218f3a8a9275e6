// A fresh PGlite takes a few seconds to create and migrate. `testTimeout` is a global jest option
// (ignored inside the root multi-project run), so the timeout is set here for every API test file.
jest.setTimeout(60_000);
