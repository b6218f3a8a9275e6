export { LoginPage } from './LoginPage';
export { Logo } from './Logo';
export type { LogoProps } from './Logo';
