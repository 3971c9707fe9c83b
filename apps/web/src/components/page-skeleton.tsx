import { Container, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../lib/i18n';

/** Placeholder while a page's code loads: the shape of a heading and a few paragraphs, no spinner. */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl" role="status" aria-live="polite" data-page-skeleton>
      <VisuallyHidden>{t('a11y.loadingPage')}</VisuallyHidden>
      <Stack gap="md" aria-hidden="true">
        <Skeleton height={32} width="60%" radius="sm" />
        <Skeleton height={14} radius="sm" />
        <Skeleton height={14} radius="sm" />
        <Skeleton height={14} width="80%" radius="sm" />
        <Skeleton height={180} mt="md" />
      </Stack>
    </Container>
  );
}
