import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from '../lib/i18n';
import { useOnlineStatus } from '../lib/online-status';
import classes from './offline-notice.module.css';

/**
 * Says the browser is offline, under the top bar. The status region is always there and only its
 * content changes, so screen readers announce going offline (and the notice's going away).
 */
export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  return (
    <div role="status">
      {!online && (
        <p className={classes.notice}>
          <IconWifiOff size={18} aria-hidden className={classes.icon} />
          {t('pwa.offline')}
        </p>
      )}
    </div>
  );
}
