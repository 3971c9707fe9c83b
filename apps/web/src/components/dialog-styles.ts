import type { ModalProps } from '@mantine/core';

/** Dialog titles read as headings (Mantine's default title is body weight). */
export const DIALOG_STYLES: ModalProps['styles'] = {
  title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)', lineHeight: 1.35 },
};
