import { TextInput, type TextInputProps } from '@mantine/core';
import { forwardRef } from 'react';

/**
 * A TextInput for a username (or a username or e-mail): offered the browser's saved username,
 * never capitalised or spell-checked. Shared by the account screens and Settings.
 */
export const UsernameInput = forwardRef<HTMLInputElement, TextInputProps>(function UsernameInput(props, ref) {
  return <TextInput ref={ref} autoComplete="username" autoCapitalize="none" spellCheck={false} {...props} />;
});
