import { Alert, Badge, Button, Group, Skeleton, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile, IconDeviceTablet, IconDevices, IconLogout } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useLanguage, useTranslation } from '../../../lib/i18n';
import { toastSuccess } from '../../../lib/toast';
import { sessionsQueryOptions, useRevokeSession, type DeviceSession } from '../api/sessions-api';
import { dateTimeFormat, LOCALES } from '../../../lib/intl-formats';
import { useNow } from '../../../lib/review-format';
import { timeAgo } from '../../../lib/time-ago';
import classes from './settings.module.css';

/*
 * 'Signed-in devices' on the settings page: every session of the account (this one first, then
 * newest activity first), named by browser and OS from its user agent, with when it was last
 * active (relative; the full date on hover and focus), its IP, 'This device' for the current one,
 * and 'Sign out' for the others.
 */

type OsName = 'Android' | 'iOS' | 'iPadOS' | 'Windows' | 'macOS' | 'ChromeOS' | 'Linux';

/** Browser and OS of a user agent, as far as it says; null for what it does not. */
export function parseUserAgent(userAgent: string | null): { browser: string | null; os: OsName | null } {
  const ua = userAgent ?? '';
  let browser: string | null = null;
  // Order matters: Edge, Opera and Samsung Internet also say 'Chrome'; Chrome also says 'Safari'.
  if (/\bEdg(?:e|A|iOS)?\//.test(ua)) browser = 'Edge';
  else if (/\bOPR\/|\bOPiOS\/|\bOpera\b/.test(ua)) browser = 'Opera';
  else if (/\bSamsungBrowser\//.test(ua)) browser = 'Samsung Internet';
  else if (/\bFirefox\/|\bFxiOS\//.test(ua)) browser = 'Firefox';
  else if (/\bChromium\//.test(ua)) browser = 'Chromium';
  else if (/\b(?:HeadlessChrome|Chrome|CriOS)\//.test(ua)) browser = 'Chrome';
  else if (/\bVersion\/[\d.]+.*\bSafari\//.test(ua) || /\b(?:iPhone|iPad|iPod)\b.*\bAppleWebKit\//.test(ua)) browser = 'Safari';

  let os: OsName | null = null;
  // iOS and Android before macOS and Linux: their user agents say 'like Mac OS X' and 'Linux'.
  if (/\bAndroid\b/.test(ua)) os = 'Android';
  else if (/\biPad\b/.test(ua)) os = 'iPadOS';
  else if (/\b(?:iPhone|iPod)\b/.test(ua)) os = 'iOS';
  else if (/\bWindows\b/.test(ua)) os = 'Windows';
  else if (/\bCrOS\b/.test(ua)) os = 'ChromeOS';
  else if (/\bMacintosh\b|\bMac OS X\b/.test(ua)) os = 'macOS';
  else if (/\bLinux\b|\bX11\b/.test(ua)) os = 'Linux';
  return { browser, os };
}

function DeviceIcon({ os }: { os: OsName | null }) {
  const props = { size: 28, stroke: 1.5, 'aria-hidden': true } as const;
  if (os === 'Android' || os === 'iOS') return <IconDeviceMobile {...props} />;
  if (os === 'iPadOS') return <IconDeviceTablet {...props} />;
  if (os) return <IconDeviceDesktop {...props} />;
  return <IconDevices {...props} />;
}

function DevicesSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>{t('devices.loading')}</VisuallyHidden>
      <Stack gap="md" aria-hidden="true">
        {[0, 1].map((row) => (
          <Group key={row} gap="md" wrap="nowrap">
            <Skeleton height={28} width={28} radius="sm" />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={16} width="45%" />
              <Skeleton height={12} width="70%" />
            </Stack>
          </Group>
        ))}
      </Stack>
    </div>
  );
}

type DeviceItemProps = { session: DeviceSession; now: number; signingOut: boolean; onSignOut: (session: DeviceSession) => void };

function DeviceItem({ session, now, signingOut, onSignOut }: DeviceItemProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { browser, os } = parseUserAgent(session.userAgent);
  const name =
    browser && os
      ? t('devices.browserOnOs', { browser, os })
      : browser
        ? browser
        : os
          ? t('devices.osDevice', { os })
          : t('devices.unknown');

  const lastSeen = new Date(session.lastSeenAt);
  const valid = !Number.isNaN(lastSeen.getTime());
  const fullDate = valid
    ? dateTimeFormat(LOCALES[language], { dateStyle: 'full', timeStyle: 'short', timeZone: 'Asia/Kuala_Lumpur' }).format(lastSeen)
    : null;
  const relative = valid ? (timeAgo(lastSeen.getTime(), now, t) ?? t('devices.justNow')) : null;

  return (
    <li className={classes.deviceItem}>
      <span className={classes.deviceIcon}>
        <DeviceIcon os={os} />
      </span>
      <Stack gap={4} className={classes.deviceDetails}>
        <Group gap="xs">
          <Text fw={600}>{name}</Text>
          {session.current ? (
            <Badge color="transit" variant="light">
              {t('devices.thisDevice')}
            </Badge>
          ) : null}
        </Group>
        <Group gap="md" style={{ rowGap: 4 }}>
          {relative && fullDate ? (
            <Text size="sm" c="gray.7">
              {t('devices.lastActive')}{' '}
              <Tooltip label={fullDate} events={{ hover: true, focus: true, touch: true }} withArrow>
                <time dateTime={lastSeen.toISOString()} tabIndex={0} className={classes.deviceTime}>
                  {relative}
                </time>
              </Tooltip>
            </Text>
          ) : null}
          {session.ip ? (
            <Text size="sm" c="gray.7">
              {t('devices.ipAddress', { ip: session.ip })}
            </Text>
          ) : null}
        </Group>
      </Stack>
      {session.current ? null : (
        <Button
          variant="default"
          size="sm"
          leftSection={<IconLogout size={16} aria-hidden="true" />}
          aria-label={t('devices.signOutDevice', { device: name })}
          loading={signingOut}
          onClick={() => onSignOut(session)}
          className={classes.deviceAction}
        >
          {t('devices.signOut')}
        </Button>
      )}
    </li>
  );
}

/** This device on top; the others as the server sends them (newest activity first). */
function currentFirst(sessions: DeviceSession[]): DeviceSession[] {
  return [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)];
}

export function SignedInDevices() {
  const { t } = useTranslation();
  const sessions = useQuery(sessionsQueryOptions());
  const revoke = useRevokeSession();
  const now = useNow();
  const listRef = useRef<HTMLUListElement>(null);

  // Also while 'Try again' is loading: the status is announced, and the error goes.
  if (sessions.isPending || (sessions.isError && sessions.isFetching)) return <DevicesSkeleton />;

  if (sessions.isError) {
    return (
      <Alert color="red" variant="light">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('devices.loadFailed')}</Text>
          <Button variant="default" size="sm" onClick={() => void sessions.refetch()}>
            {t('devices.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const signOut = (session: DeviceSession) => {
    revoke.mutate(session.id, {
      onSuccess: () => {
        toastSuccess(t('devices.signedOut'));
        // The focused button has gone with its device: keep keyboard users in the list.
        listRef.current?.focus();
      },
    });
  };

  return (
    // role="list": Safari drops the list semantics of a <ul> without bullets.
    <ul ref={listRef} role="list" tabIndex={-1} className={classes.deviceList}>
      {currentFirst(sessions.data).map((session) => (
        <DeviceItem
          key={session.id}
          session={session}
          now={now}
          signingOut={revoke.isPending && revoke.variables === session.id}
          onSignOut={signOut}
        />
      ))}
    </ul>
  );
}
