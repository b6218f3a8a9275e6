/** UI kit: accessible styled-components building blocks shared by the shell and the remotes. */
export * from './Button';
export * from './form';
export * from './layout';
export * from './Table';
export * from './Dialog';
export * from './ErrorPanel';
