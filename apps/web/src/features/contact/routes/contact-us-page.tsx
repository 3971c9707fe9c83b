import { Anchor, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { DocumentTitle } from '../../../components/document-title';
import { contactDetails } from '../../../lib/contact-details';
import { ContactForm } from '../components/contact-form';
import { plainList } from '../../../components/plain-list';

/** /contact-us (spec §2 "Contact Us"): the contact number and e-mail, and 'DROP US A MESSAGE'. */
export default function ContactUsPage() {
  const { t } = useTranslation();
  const ways = [
    { icon: IconPhone, label: t('contact.phone'), text: contactDetails.phone, href: contactDetails.phoneHref },
    { icon: IconMail, label: t('contact.emailUs'), text: contactDetails.email, href: contactDetails.emailHref },
  ];
  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
      <DocumentTitle page={t('pages.contactUs')} description={t('meta.contactUs')} />
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('contact.title')}</Title>
          <Text c="dimmed">{t('contact.intro')}</Text>
        </Stack>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="contact-reach-us">
          <Title order={2} size="h4" id="contact-reach-us" mb="sm">
            {t('contact.reachUs')}
          </Title>
          <Stack gap="sm" component="ul" style={plainList}>
            {ways.map(({ icon: Icon, label, text, href }) => (
              <Group key={href} component="li" gap="sm" wrap="nowrap">
                <ThemeIcon variant="light" size="lg" radius="xl" aria-hidden>
                  <Icon size={20} stroke={1.6} />
                </ThemeIcon>
                <div>
                  <Text size="sm" c="dimmed">
                    {label}
                  </Text>
                  <Anchor href={href} fw={600}>
                    {text}
                  </Anchor>
                </div>
              </Group>
            ))}
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="contact-form-heading">
          <Title order={2} size="h4" id="contact-form-heading" mb="sm">
            {t('contact.formTitle')}
          </Title>
          <ContactForm />
        </Paper>
      </Stack>
    </Container>
  );
}
