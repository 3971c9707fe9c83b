import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/*
 * Colour tokens. Contrast ratios are WCAG 2.x relative-luminance ratios, computed with the
 * standard formula (sRGB → linear, L = 0.2126 R + 0.7152 G + 0.0722 B, (L1 + 0.05) / (L2 + 0.05)).
 *
 * transit (primary, deep teal) — primaryShade 7 in the light scheme:
 *   filled button  #0b6e66 with white text ........ 6.11 : 1  (AA ≥ 4.5 ✓)
 *   filled hover   #095c55 (shade 8) with white .... 7.85 : 1  ✓
 *   link text      #0b6e66 on white ................ 6.11 : 1  ✓ ; on gray-0 #f8f9fa 5.80 : 1 ✓ ;
 *                  on transit-0 #e3f5f3 5.42 : 1 ✓
 *   light variant  #064a45 (shade 9) on #c6ebe7 .... 7.93 : 1  ✓
 *   (Mantine's default blue-6 #228be6 on white is 3.56 : 1 — fails, hence this palette.)
 *
 * accent (warm orange) — for "Have your say" and the prize only:
 *   filled button  #a34b08 (shade 7) with white ..... 5.89 : 1  ✓
 *   text #a34b08 on accent-0 #fff5e8 / accent-1 #ffe9cc  5.46 / 4.98 : 1 ✓
 *   dark text #1a1b1e on accent-1 #ffe9cc ........... 14.58 : 1 ✓
 *
 * Overridden Mantine variables (light scheme):
 *   dimmed  gray-7 #495057 on white 8.18 : 1 (Mantine's gray-6 is 3.32 : 1 — fails)
 *   error   red-9  #c92a2a on white 5.46 : 1 (Mantine's red-6 is 3.28 : 1 — fails)
 *   placeholder #6c757d on white 4.69 : 1 (Mantine's gray-5 is 2.07 : 1)
 *   red light variant (pressed Unlike, red alerts): red-9 text on red-0 #fff5f5 5.10 : 1, on
 *                  red-1 #ffe3e3 when hovered 4.51 : 1 (Mantine's red-1 / red-2 are 4.51 / 3.76 : 1)
 *   (index.html's theme-color and public/favicon.svg use transit-7 #0b6e66.)
 */
const transit: MantineColorsTuple = [
  '#e3f5f3',
  '#c6ebe7',
  '#95d7d0',
  '#5fc0b6',
  '#35aca1',
  '#1b9a8f',
  '#0f857b',
  '#0b6e66',
  '#095c55',
  '#064a45',
];

const accent: MantineColorsTuple = [
  '#fff5e8',
  '#ffe9cc',
  '#ffd49e',
  '#ffbb6b',
  '#ffa443',
  '#f98f25',
  '#e97712',
  '#a34b08',
  '#8a3f07',
  '#713406',
];

export const theme = createTheme({
  primaryColor: 'transit',
  primaryShade: { light: 7, dark: 4 },
  colors: { transit, accent },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
  fontSizes: { xs: '0.8125rem', sm: '0.9375rem', md: '1rem', lg: '1.125rem', xl: '1.25rem' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  respectReducedMotion: true,
  headings: {
    fontWeight: '700',
    textWrap: 'balance',
    sizes: {
      h1: { fontSize: '1.75rem', lineHeight: '1.25' },
      h2: { fontSize: '1.375rem', lineHeight: '1.3' },
      h3: { fontSize: '1.125rem', lineHeight: '1.35' },
    },
  },
  components: {
    Anchor: { defaultProps: { underline: 'always' } },
    // Mantine renders modal and drawer headers as <header>; outside <main>/<section> that is a
    // second "banner" landmark (axe: landmark-no-duplicate-banner). A plain div keeps one banner.
    DrawerHeader: { defaultProps: { component: 'div' } },
    ModalHeader: { defaultProps: { component: 'div' } },
    // Mobile first: 12 px side padding on phones (as in the top bar), 16 px from 768 px.
    Container: { defaultProps: { px: { base: 'sm', sm: 'md' } } },
    // Every menu: no hidden focus placeholder (a role=presentation div) among the items of
    // role=menu (axe: aria-required-children, critical); the first item takes focus instead.
    // Menus and tooltips are drawn next to what opens them, not in a portal at the end of <body>:
    // there they were outside every landmark (axe "region"), and next to their control they come
    // right after it in reading order. Fixed positioning keeps a scrolling table or card from
    // clipping them. (Dialogs and toasts stay portalled: they are their own regions.)
    Menu: { defaultProps: { withInitialFocusPlaceholder: false, withinPortal: false, floatingStrategy: 'fixed' } },
    Tooltip: { defaultProps: { withinPortal: false, floatingStrategy: 'fixed' } },
    // Every Select: the listbox itself scrolls instead of a scroll area's div inside it. axe
    // exempts a combobox's own popup (keys move through it from the input), not a div within it
    // (scrollable-region-focusable). 13.75rem = Mantine's default maxDropdownHeight of 220 px.
    // Not in a portal either: next to its input, the listbox is within the page's landmarks.
    Select: {
      defaultProps: { withScrollArea: false, comboboxProps: { withinPortal: false, floatingStrategy: 'fixed' } },
      styles: { options: { maxHeight: '13.75rem', overflowY: 'auto' } },
    },
  },
});

/** Raises Mantine's low-contrast defaults to at least 4.5:1 on white (values in the comment above). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': '#6c757d',
    '--mantine-color-red-light': 'var(--mantine-color-red-0)',
    '--mantine-color-red-light-hover': 'var(--mantine-color-red-1)',
  },
  dark: {},
});
