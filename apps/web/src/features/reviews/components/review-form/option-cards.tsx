import { Radio, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Language } from '../../../../lib/i18n';
import type { ReviewOption } from '../../api/review-create-api';
import { OptionIcon } from './option-icons';
import classes from './review-form.module.css';

type OptionCardsProps = {
  id: string;
  label: string;
  options: ReviewOption[];
  value: string | null;
  onChange: (key: string) => void;
  language: Language;
  error?: string | undefined;
  children?: ReactNode;
};

/** One choice among cards (a radio group: arrow keys move, the name is announced with the group). */
export function OptionCards({ id, label, options, value, onChange, language, error, children }: OptionCardsProps) {
  return (
    <Radio.Group id={id} value={value} onChange={onChange} label={label} error={error} classNames={{ label: classes.stepTitle }}>
      <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing="sm" mt="sm">
        {options.map((option) => (
          <Radio.Card key={option.key} value={option.key} className={classes.card} radius="md" data-testid={`option-${option.key}`}>
            <div className={classes.cardBody}>
              <span className={classes.cardMarks}>
                <Radio.Indicator size="xs" />
                {/* Its own box that never shrinks: a wrapping label squashed the icon to nothing (issue #13). */}
                <span className={classes.cardIcon}>
                  <OptionIcon name={option.icon} size={22} />
                </span>
              </span>
              <Text size="sm" fw={600} className={classes.cardTitle}>
                {language === 'ms' ? option.titleMs : option.title}
              </Text>
            </div>
          </Radio.Card>
        ))}
      </SimpleGrid>
      {children}
    </Radio.Group>
  );
}
