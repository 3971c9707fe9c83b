import { Badge, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { useState } from 'react';
import { useLanguage, useTranslation } from '../../../lib/i18n';
import { fullDate, relativeTime, useNow, type OfficialResponse, type ReviewDetailData } from '../../../lib/review-format';
import { toastSuccess } from '../../../lib/toast';
import { useEditResponse, useRespond } from '../api/operator-api';
import { ResponseEditor } from './response-editor';

function ResponseCard({ reviewId, response }: { reviewId: string; response: OfficialResponse }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const now = useNow();
  const [editing, setEditing] = useState(false);
  const edit = useEditResponse(reviewId);
  // The server says until when; the button goes with the minute, and a late save is refused with its reason.
  const editable = response.editableUntil !== null && Date.parse(response.editableUntil) > now;

  return (
    <Paper withBorder p="sm" radius="md" component="article" aria-label={t('operator.response.badge', { operator: response.operatorName })} data-testid="official-response">
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Badge color="teal.9" variant="filled" leftSection={<IconBuildingCommunity size={14} aria-hidden="true" />}>
          {t('operator.response.badge', { operator: response.operatorName })}
        </Badge>
        <Text size="sm" c="dimmed">
          {response.authorFirstName ? `${response.authorFirstName} · ` : null}
          <Tooltip label={fullDate(response.createdAt, language)} events={{ hover: true, focus: true, touch: true }} withArrow>
            <Text span component="time" dateTime={response.createdAt} size="sm" tabIndex={0}>
              {relativeTime(response.createdAt, now, t)}
            </Text>
          </Tooltip>
          {response.editedAt ? ` · ${t('operator.response.edited')}` : null}
        </Text>
      </Group>
      {editing ? (
        <Stack mt="xs">
          <ResponseEditor
            label={t('operator.response.editLabel')}
            submitLabel={t('operator.response.save')}
            initial={response.body}
            onCancel={() => setEditing(false)}
            onSave={(body) =>
              edit.mutateAsync({ responseId: response.id, body }).then(() => {
                setEditing(false);
                toastSuccess(t('operator.response.saved'));
              })
            }
          />
        </Stack>
      ) : (
        <>
          <Text mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {response.body}
          </Text>
          {editable ? (
            <Button variant="subtle" size="compact-sm" px={0} mt={4} onClick={() => setEditing(true)}>
              {t('operator.response.edit')}
            </Button>
          ) : null}
        </>
      )}
    </Paper>
  );
}

/**
 * The operator's official responses, above the comments (issue #18): 'Official response · {operator}',
 * the staff member's first name and the time; its author may correct one for 15 minutes. The
 * operator's staff write a new one here.
 */
export function OfficialResponses({ review }: { review: ReviewDetailData }) {
  const { t } = useTranslation();
  const respond = useRespond(review.id);
  if (review.responses.length === 0 && !review.viewer.staff) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby={`responses-${review.id}`}>
      <Title order={3} size="h5" id={`responses-${review.id}`}>
        {t('operator.response.title')}
      </Title>
      {review.responses.map((response) => (
        <ResponseCard key={response.id} reviewId={review.id} response={response} />
      ))}
      {review.viewer.staff ? (
        <ResponseEditor
          label={t('operator.response.newLabel')}
          submitLabel={t('operator.response.post')}
          onSave={(body) => respond.mutateAsync(body).then(() => toastSuccess(t('operator.response.posted')))}
        />
      ) : null}
    </Stack>
  );
}
