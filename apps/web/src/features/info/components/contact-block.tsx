import { Stack, Text } from '@mantine/core';
import { contactDetails } from '../../../lib/contact-details';
import { infoCommon } from '../content/common';
import type { InfoLang } from '../content/types';
import { InfoAnchor } from './rich-text';
import classes from './info.module.css';

/** The company's phone, e-mail and postal address, as an <address>. */
export function ContactBlock({ lang }: { lang: InfoLang }) {
  const labels = infoCommon[lang];
  return (
    <address className={classes.address}>
      <Stack gap="xs">
        <Text>
          <strong>{labels.phone}:</strong>{' '}
          <InfoAnchor href={contactDetails.phoneHref}>{contactDetails.phone}</InfoAnchor>
        </Text>
        <Text>
          <strong>{labels.email}:</strong>{' '}
          <InfoAnchor href={contactDetails.emailHref}>{contactDetails.email}</InfoAnchor>
        </Text>
        <Text>
          <strong>{labels.post}:</strong>
          <br />
          {contactDetails.postalAddress.map((line, index) => (
            <span key={line}>
              {index > 0 && <br />}
              {line}
            </span>
          ))}
        </Text>
      </Stack>
    </address>
  );
}
