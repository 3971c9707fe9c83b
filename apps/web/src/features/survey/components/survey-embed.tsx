import { Alert, Anchor, Group, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { publicConfigQueryOptions } from '../../../lib/public-config';
import classes from '../survey.module.css';
import { LoadError } from '../../../components/load-error';

/*
 * The deployment's external survey form (SURVEY_URL; the server's CSP allows framing its origin
 * only). The sandbox lets the form run, submit and open its own links in a new tab, nothing more.
 */
const SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';
const WEB_ADDRESS = /^https?:\/\//i;

export function SurveyEmbed() {
  const { t } = useTranslation();
  const config = useQuery(publicConfigQueryOptions());

  if (config.isPending) {
    return (
      <div role="status">
        <VisuallyHidden>{t('survey.loading')}</VisuallyHidden>
        <Skeleton height={480} radius="md" aria-hidden="true" />
      </div>
    );
  }
  if (config.isError) {
    return <LoadError message={t('survey.configFailed')} onRetry={() => void config.refetch()} retrying={config.isFetching} />;
  }
  // Only a web address is framed or linked (the setting is the operator's, but never a javascript: URL).
  const surveyUrl = config.data.surveyUrl && WEB_ADDRESS.test(config.data.surveyUrl) ? config.data.surveyUrl : null;
  if (!surveyUrl) {
    return (
      <Alert variant="light" color="gray" icon={<IconInfoCircle aria-hidden="true" />} title={t('survey.notConfigured.title')}>
        {t('survey.notConfigured.body')}
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <Group justify="flex-end">
        <Anchor href={surveyUrl} target="_blank" rel="noopener noreferrer" fw={600}>
          <Group gap={4} component="span" wrap="nowrap">
            {t('survey.openInNewTab')}
            <VisuallyHidden> {t('a11y.opensInNewTab')}</VisuallyHidden>
            <IconExternalLink size={16} aria-hidden="true" />
          </Group>
        </Anchor>
      </Group>
      <iframe src={surveyUrl} title={t('survey.formTitle')} className={classes.frame} sandbox={SANDBOX} loading="lazy" />
    </Stack>
  );
}
