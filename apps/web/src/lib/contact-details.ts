/**
 * The company's public contact details. Quoted by the legal pages
 * (Terms of Use, Privacy & Cookies, Content Policy…) and shown on the
 * Contact Us page. Keep this the single source: change a number here and
 * every page follows.
 */

export const CONTACT_ORGANISATION = 'Suara Transit';

/** Phone number as shown to people. */
export const CONTACT_PHONE = '+60 3-7960 2020';
/** The same number for `tel:` links (no spaces or dashes). */
export const CONTACT_PHONE_HREF = 'tel:+60379602020';

export const CONTACT_EMAIL = 'hello@suaratransit.my';
export const CONTACT_EMAIL_HREF = `mailto:${CONTACT_EMAIL}`;

/** Postal address, one line per entry, in the order of a Malaysian envelope. */
export const CONTACT_POSTAL_ADDRESS: readonly string[] = [
  'Suara Transit',
  'Level 3, Wisma Suara',
  'Jalan Utara',
  '46200 Petaling Jaya',
  'Selangor',
  'Malaysia',
];

export interface ContactDetails {
  organisation: string;
  phone: string;
  phoneHref: string;
  email: string;
  emailHref: string;
  postalAddress: readonly string[];
}

export const contactDetails: ContactDetails = {
  organisation: CONTACT_ORGANISATION,
  phone: CONTACT_PHONE,
  phoneHref: CONTACT_PHONE_HREF,
  email: CONTACT_EMAIL,
  emailHref: CONTACT_EMAIL_HREF,
  postalAddress: CONTACT_POSTAL_ADDRESS,
};
