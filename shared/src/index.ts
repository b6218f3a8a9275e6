/** Browser-free entry: schemas, permissions, the API client and the route table. UI lives in `shared/ui`. */
export * from './schemas';
export * from './permissions';
export * from './client';
export * from './routes';
export * from './calc';
