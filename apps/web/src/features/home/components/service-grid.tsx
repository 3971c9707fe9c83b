import { Box, Button, Group, Title, VisuallyHidden } from '@mantine/core';
import { HOME_SERVICE_GRID, SERVICES, serviceSlug } from '@suara/domain';
import { IconChevronUp, IconDots } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLanguage, useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { OptionIcon } from '../../reviews/components/review-form/option-icons';
import classes from '../home.module.css';

/**
 * The home page's service grid (spec §2): the first HOME_SERVICE_GRID services and a 'More' tile
 * that reveals the rest, then 'Show Less'. Each tile starts a review of that service
 * (/review/{service-slug}). Focus follows the change: to the first revealed tile, or back to 'More'.
 */
export function ServiceGrid() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const headingId = useId();
  const gridId = useId();
  const [expanded, setExpanded] = useState(false);
  const [moved, setMoved] = useState(false);
  const firstRevealed = useRef<HTMLAnchorElement>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  const shown = expanded ? SERVICES : SERVICES.slice(0, HOME_SERVICE_GRID);

  useEffect(() => {
    if (!moved) return;
    (expanded ? firstRevealed.current : moreButton.current)?.focus();
  }, [expanded, moved]);

  const toggle = (next: boolean) => {
    setExpanded(next);
    setMoved(true);
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="sm">
        {t('home.services.title')}
      </Title>
      <ul className={classes.serviceGrid} id={gridId}>
        {shown.map((service, index) => (
          <li key={service.key}>
            <Link
              to={`/review/${serviceSlug(service.title)}`}
              className={classes.serviceTile}
              ref={index === HOME_SERVICE_GRID ? firstRevealed : undefined}
            >
              <OptionIcon name={service.icon} size={32} />
              <span>{language === 'ms' ? service.titleMs : service.title}</span>
            </Link>
          </li>
        ))}
        {!expanded && (
          <li>
            <button type="button" ref={moreButton} className={classes.serviceTile} aria-expanded={false} aria-controls={gridId} onClick={() => toggle(true)}>
              <IconDots size={32} stroke={1.75} aria-hidden="true" />
              <span>
                {t('home.services.more')}
                <VisuallyHidden> {t('home.services.moreHidden')}</VisuallyHidden>
              </span>
            </button>
          </li>
        )}
      </ul>
      {expanded && (
        <Group justify="center" mt="sm">
          <Button variant="subtle" aria-expanded aria-controls={gridId} onClick={() => toggle(false)} leftSection={<IconChevronUp size={18} aria-hidden="true" />}>
            {t('home.services.showLess')}
          </Button>
        </Group>
      )}
    </Box>
  );
}
