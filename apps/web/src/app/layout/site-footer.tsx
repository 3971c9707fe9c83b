import { Container, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { LogoMark } from '../../components/logo-mark';
import { PRESS_KIT_URL } from '../../lib/external-links';
import classes from './layout.module.css';

type FooterLink = { labelKey: string; to: string; external?: boolean };
type FooterColumn = { headingKey: string; links: FooterLink[] };

/** Spec §2 "Navigation and footer": the columns and links, in the spec's order. */
const FOOTER_COLUMNS: FooterColumn[] = [
  {
    headingKey: 'footer.aboutHeading',
    links: [
      { labelKey: 'footer.aboutUs', to: '/about-us' },
      { labelKey: 'footer.meetTheTeam', to: '/meet-the-team' },
      { labelKey: 'footer.pressKit', to: PRESS_KIT_URL, external: true },
      { labelKey: 'footer.creditAttribution', to: '/credit-attribution' },
      { labelKey: 'openData.footerLink', to: '/open-data' },
      { labelKey: 'footer.contactUs', to: '/contact-us' },
    ],
  },
  {
    headingKey: 'footer.involvedHeading',
    links: [
      { labelKey: 'footer.writeReview', to: '/review' },
      { labelKey: 'footer.voteExperience', to: '/popular' },
      { labelKey: 'insights.footerLink', to: '/insights' },
      { labelKey: 'footer.takeSurvey', to: '/survey' },
      { labelKey: 'footer.earnReward', to: '/survey' },
      { labelKey: 'footer.maasIdeation', to: '/maas' },
      { labelKey: 'footer.faq', to: '/faq' },
    ],
  },
  {
    headingKey: 'footer.legalHeading',
    links: [
      { labelKey: 'footer.termsOfUse', to: '/term-of-use' },
      { labelKey: 'footer.contentPolicy', to: '/content-policy' },
      { labelKey: 'footer.disclaimer', to: '/disclaimer' },
      { labelKey: 'footer.privacyCookies', to: '/privacy-cookies' },
    ],
  },
];

function FooterLinkItem({ link }: { link: FooterLink }) {
  const { t } = useTranslation();
  if (link.external) {
    return (
      <a href={link.to} target="_blank" rel="noopener noreferrer" className={classes.footerLink}>
        {t(link.labelKey)}
        <IconExternalLink size={14} aria-hidden="true" />
        <VisuallyHidden>{t('a11y.opensInNewTab')}</VisuallyHidden>
      </a>
    );
  }
  return (
    <Link to={link.to} className={classes.footerLink}>
      {t(link.labelKey)}
    </Link>
  );
}

function FooterColumnView({ column }: { column: FooterColumn }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div>
      <h2 id={headingId} className={classes.footerHeading}>
        {t(column.headingKey)}
      </h2>
      <ul className={classes.footerList} aria-labelledby={headingId}>
        {column.links.map((link) => (
          <li key={link.labelKey}>
            <FooterLinkItem link={link} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <div className={classes.footerGrid}>
          <Stack gap="sm">
            <Group gap={8} wrap="nowrap">
              <LogoMark size={32} />
              <Text fw={800} size="lg">
                {t('app.name')}
              </Text>
            </Group>
            <Text size="sm" c="gray.8" maw={360}>
              {t('app.tagline')}
            </Text>
          </Stack>
          <nav aria-label={t('footer.label')} className={classes.footerColumns}>
            {FOOTER_COLUMNS.map((column) => (
              <FooterColumnView key={column.headingKey} column={column} />
            ))}
          </nav>
        </div>
        <div className={classes.footerBottom}>
          <Text size="sm" c="gray.8">
            {t('app.copyright')}
          </Text>
          <LanguageSwitch />
        </div>
      </Container>
    </footer>
  );
}
