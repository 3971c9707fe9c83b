import { Anchor, Group } from '@mantine/core';
import { IconRss } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';

/**
 * The Atom feed of an operator's or route's new reviews: a visible link, and the page's
 * `<link rel="alternate">` (React puts it in the head) for feed readers that look for one.
 */
export function FeedLink({ href, name }: { href: string; name: string }) {
  const { t } = useTranslation();
  const title = t('insights.feed', { name });
  return (
    <Group gap={6}>
      <link rel="alternate" type="application/atom+xml" title={title} href={href} />
      <IconRss size={16} aria-hidden="true" />
      <Anchor href={href} size="sm" type="application/atom+xml">
        {title}
      </Anchor>
    </Group>
  );
}
