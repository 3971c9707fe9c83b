import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { forwardRef } from 'react';
import { useTranslation } from '../../../lib/i18n';

/**
 * Mantine's PasswordInput with a translated, keyboard-reachable show/hide toggle
 * (aria-pressed tells whether the password is shown), and aria-invalid when there is an error.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordField(props, ref) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      ref={ref}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t('common.showPassword'), size: 'lg' }}
      // Mantine marks the inner input with data-invalid only; tell assistive technology too.
      aria-invalid={props.error ? true : undefined}
      {...props}
    />
  );
});
