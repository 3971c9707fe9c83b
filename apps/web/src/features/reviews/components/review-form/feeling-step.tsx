import { Box, Button, Slider, Text } from '@mantine/core';
import { FEELING_MAX, FEELING_MIN, FEELING_STEP, FEELINGS, feelingByScore } from '@suara/domain';
import { useId, type CSSProperties } from 'react';
import { type Language, useTranslation } from '../../../../lib/i18n';
import { FeelingFace } from '../../../../components/feeling-label';
import classes from './review-form.module.css';

type FeelingStepProps = {
  value: number;
  confirmed: boolean;
  language: Language;
  onChange: (score: number) => void;
  onConfirm: () => void;
};

/** Step 1, 'How are you feeling?': the slider -3..3 with the seven faces and their titles below. */
export function FeelingStep({ value, confirmed, language, onChange, onConfirm }: FeelingStepProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const title = (score: number) => {
    const feeling = feelingByScore(score);
    return feeling ? (language === 'ms' ? feeling.titleMs : feeling.title) : '';
  };
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Text component="h2" id={titleId} className={classes.stepTitle}>
        {t('reviewForm.feelingTitle')}
      </Text>
      <Slider
        min={FEELING_MIN}
        max={FEELING_MAX}
        step={FEELING_STEP}
        value={value}
        onChange={onChange}
        onChangeEnd={() => onConfirm()}
        label={null}
        thumbLabel={t('reviewForm.feelingTitle')}
        thumbValueText={(score) => title(score)}
        color={feelingByScore(value)?.color ?? 'gray.6'}
        size="lg"
        mx="sm"
        mt="md"
      />
      <div className={classes.faces} aria-hidden="true">
        {FEELINGS.map((feeling, index) => (
          <div
            key={feeling.key}
            className={classes.face}
            style={{ '--face-index': index } as CSSProperties}
            data-active={feeling.score === value || undefined}
            data-testid="feeling-face"
          >
            <FeelingFace feeling={feeling} size="sm" />
            <span className={classes.faceTitle}>{language === 'ms' ? feeling.titleMs : feeling.title}</span>
          </div>
        ))}
      </div>
      <Text mt="md" aria-live="polite">
        {t('reviewForm.feelingChosen', { feeling: title(value) })}
      </Text>
      {!confirmed && (
        // The step's primary action: filled, full width on a phone (DESIGN: forms).
        <Button mt="sm" size="md" className={classes.submit} onClick={onConfirm}>
          {t('reviewForm.next')}
        </Button>
      )}
    </Box>
  );
}
