import { Anchor, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { POLL_ANSWERS, type PollAnswer } from '@suara/domain';
import { IconExternalLink, IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import { useId } from 'react';
import { useLanguage, useTranslation } from '../../../lib/i18n';
import { useMessage } from '../../../lib/messages';
import { useVote, type PollQuestion } from '../api/polls-api';
import classes from '../polls.module.css';
import { FeatureImages } from './feature-images';
import { PollResults } from './poll-results';

const ANSWER_ICONS = { yes: IconThumbUp, no: IconThumbDown } as const;
const EXTERNAL = /^https?:\/\//i;
// Only web addresses and paths of this site become links (never javascript: or the like).
const SAFE_LINK = /^(https?:\/\/|\/(?!\/))/i;

/** 'Learn more' about an idea: a site of another origin opens in a new tab, and says so. */
function FeatureLink({ href, title }: { href: string; title: string }) {
  const { t } = useTranslation();
  const external = EXTERNAL.test(href);
  return (
    <Anchor href={href} fw={600} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      <Group gap={4} component="span" wrap="nowrap">
        {t('maas.card.learnMore')}
        <VisuallyHidden>
          {` ${t('maas.card.about', { title })}`}
          {external && ` ${t('a11y.opensInNewTab')}`}
        </VisuallyHidden>
        {external && <IconExternalLink size={16} aria-hidden="true" />}
      </Group>
    </Anchor>
  );
}

/**
 * One MaaS idea (spec §2, §4 'Poll card'): pictures, title, description, an optional link and
 * 'Is this useful for you?' with Yes and No. Once the reader has answered, or when a vote fails
 * (the current results are fetched instead), 'Result :' shows the counts; the buttons stay, so
 * the answer can be changed, and show which one is the reader's.
 */
export function PollCard({ question }: { question: PollQuestion }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const message = useMessage();
  const vote = useVote();
  const titleId = useId();
  const askId = useId();
  const title = language === 'ms' ? question.titleMs : question.title;
  const description = language === 'ms' ? question.descriptionMs : question.description;
  const answered = question.answer !== null;
  const labelOf = (key: PollAnswer) => POLL_ANSWERS.find((a) => a.key === key)![language];

  return (
    <Card component="article" aria-labelledby={titleId} withBorder radius="md" padding="lg" className={classes.card}>
      <Card.Section>
        <FeatureImages featureKey={question.key} images={question.images} label={t('maas.card.pictures', { title })} />
      </Card.Section>
      <Stack gap="sm" mt="md" style={{ flexGrow: 1 }}>
        <Title order={3} size="h4" id={titleId}>
          {title}
        </Title>
        <Text>{description}</Text>
        {question.link && SAFE_LINK.test(question.link) && <FeatureLink href={question.link} title={title} />}

        <Stack gap="xs" mt="auto" pt="xs">
          <Text fw={600} id={askId}>
            {message('pollQuestion')}
          </Text>
          <Group role="group" aria-labelledby={askId} grow gap="sm">
            {POLL_ANSWERS.map((answer) => {
              const AnswerIcon = ANSWER_ICONS[answer.key];
              const mine = question.answer === answer.key;
              return (
                <Button
                  key={answer.key}
                  variant={mine ? 'filled' : 'default'}
                  aria-pressed={mine}
                  leftSection={<AnswerIcon size={18} aria-hidden="true" />}
                  // Not disabled while sending, so focus stays on the button; the press shows at once.
                  onClick={() => !vote.isPending && vote.mutate({ id: question.id, answer: answer.key })}
                >
                  {answer[language]}
                </Button>
              );
            })}
          </Group>
          <Text size="sm" className={classes.muted} role="status">
            {answered ? t('maas.card.yourAnswer', { answer: labelOf(question.answer!) }) : ''}
          </Text>
          {(answered || vote.isError) && <PollResults results={question.results} title={title} />}
        </Stack>
      </Stack>
    </Card>
  );
}
