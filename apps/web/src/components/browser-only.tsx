import { useMounted } from '@mantine/hooks';
import type { ReactNode } from 'react';

/**
 * `children` only once the page runs in a browser, `placeholder` before: in the pre-rendered HTML
 * and while the browser takes it over. For parts that need the browser to exist at all (the maps).
 */
export function BrowserOnly({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  return useMounted() ? children : placeholder;
}
