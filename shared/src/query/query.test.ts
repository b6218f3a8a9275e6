import { createQueryClient } from './index';

describe('createQueryClient', () => {
  it('retries queries once, mutations never, keeps data fresh 30 s and ignores window focus', () => {
    const options = createQueryClient().getDefaultOptions();
    expect(options.queries).toMatchObject({ retry: 1, staleTime: 30_000, refetchOnWindowFocus: false });
    expect(options.mutations).toMatchObject({ retry: 0 });
  });
});
