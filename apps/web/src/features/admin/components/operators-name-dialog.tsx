import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { DIALOG_STYLES } from '../../../components/dialog-styles';
import type { UnmatchedName } from '../api/operators-admin-api';

/** What the tab gives either action's dialog on an unmatched name. */
export type NameDialogProps = {
  opened: boolean;
  item: UnmatchedName | null;
  onClose: () => void;
  /** After the action is done (its toast is shown). */
  onDone: () => void;
  onExited: () => void;
};

type OperatorNameDialogProps = Omit<NameDialogProps, 'onDone'> & {
  title: (name: string) => string;
  /** The action's request: the dialog does not close while it is on its way, and forgets its error when closed. */
  mutation: { isPending: boolean; reset: () => void };
  /** The form, mounted afresh for each name so no choice or error carries over; `close` as its Cancel. */
  children: (item: UnmatchedName, close: () => void) => ReactNode;
};

/** The dialog both actions on an unmatched name ('Map to operator', 'Add as new operator') open in. */
export function OperatorNameDialog({ opened, item, onClose, onExited, title, mutation, children }: OperatorNameDialogProps) {
  const { t } = useTranslation();
  const close = () => {
    if (mutation.isPending) return;
    mutation.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      onExitTransitionEnd={onExited}
      title={item ? title(item.name) : ''}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
      styles={DIALOG_STYLES}
    >
      {item && children(item, close)}
    </Modal>
  );
}
