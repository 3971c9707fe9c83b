import { useTranslation } from '../lib/i18n';
import { useMessage } from '../lib/messages';
import { ConfirmActionDialog } from './confirm-action-dialog';

type ConfirmDeleteDialogProps = { opened: boolean; title: string; pending: boolean; onCancel: () => void; onConfirm: () => void };

/** 'Are you sure want to delete this post?' (spec §5) before a review, comment or reply goes. */
export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  const message = useMessage();
  return <ConfirmActionDialog {...props} body={message('deleteConfirm')} confirmLabel={t('reviewView.confirmDelete')} danger />;
}
