// Design tokens for @emotion/styled + styled-system. Two themes (the student's darkMode), the button colour
// themes, modal sizes and drawer sizes. Colours were chosen for WCAG AA contrast in both themes.

export const buttonThemes = {
  ocean: { bg: '#0b5cad', fg: '#ffffff', hover: '#094a8c' },
  sunglow: { bg: '#ffc83d', fg: '#1a1a1a', hover: '#e6b22f' },
  sakura: { bg: '#b8336a', fg: '#ffffff', hover: '#9c2a59' },
  pumpkin: { bg: '#c2410c', fg: '#ffffff', hover: '#a2360a' },
  valencia: { bg: '#c53030', fg: '#ffffff', hover: '#a62828' },
  greenHaze: { bg: '#047857', fg: '#ffffff', hover: '#03664a' },
  amethyst: { bg: '#7c3aed', fg: '#ffffff', hover: '#6a2fd0' },
  neutral: { bg: '#e5e7eb', fg: '#111827', hover: '#d1d5db' },
} as const;
export type ButtonTheme = keyof typeof buttonThemes;

export const modalSizes = { sm: 400, md: 560, lg: 800, xl: 1140, full: '100%' } as const;
export type ModalSize = keyof typeof modalSizes;
export const customModalDefault = 320;

export const drawerSizes = { sideWidth: 280, sideMaxWidth: 420, verticalHeight: 320 } as const;
export type DrawerPlacement = 'left' | 'right' | 'top' | 'bottom';

export const layout = {
  sidebarWidth: 270,
  sidebarWidthXl: 288,
  headerHeight: 80,
  mobileBreakpoint: 480,
} as const;

const base = {
  space: [0, 4, 8, 12, 16, 24, 32, 48, 64],
  fontSizes: [12, 14, 16, 18, 20, 24, 30, 36],
  radii: { sm: 4, md: 8, lg: 12, pill: 999 },
  breakpoints: ['481px', '768px', '1024px', '1440px'],
  fonts: { body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  buttonThemes,
  layout,
};

export const lightTheme = {
  ...base,
  name: 'light' as const,
  colors: {
    bg: '#f5f7fb',
    surface: '#ffffff',
    surfaceAlt: '#eef2f7',
    text: '#111827',
    textMuted: '#4b5563',
    border: '#d1d5db',
    primary: '#0b5cad',
    primaryText: '#ffffff',
    accent: '#0D6EFD',
    danger: '#b91c1c',
    success: '#047857',
    warning: '#92400e',
    focus: '#1d4ed8',
    activeBg: '#dbeafe',
    activeText: '#0b3d7a',
    overlay: 'rgba(17, 24, 39, 0.55)',
  },
};

export type AppTheme = Omit<typeof lightTheme, 'name'> & { name: 'light' | 'dark' };

export const darkTheme: AppTheme = {
  ...base,
  name: 'dark',
  colors: {
    bg: '#0f172a',
    surface: '#1e293b',
    surfaceAlt: '#273449',
    text: '#f1f5f9',
    textMuted: '#cbd5e1',
    border: '#475569',
    primary: '#60a5fa',
    primaryText: '#0b1220',
    accent: '#93c5fd',
    danger: '#fca5a5',
    success: '#6ee7b7',
    warning: '#fcd34d',
    focus: '#facc15',
    activeBg: '#1e3a5f',
    activeText: '#e0f2fe',
    overlay: 'rgba(0, 0, 0, 0.7)',
  },
};

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends AppTheme {}
}
