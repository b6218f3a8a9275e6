import 'styled-components';
declare module 'styled-components' {
  export interface DefaultTheme { radius: string; colors: Record<'sidebar'|'text'|'textMuted'|'primary'|'primarySoft'|'hover'|'focus'|'background'|'border'|'surface'|'danger'|'dangerSoft', string> }
}
