/** Interface words shared by all information pages (not page prose). */
import type { Localised } from './types';

export interface InfoCommonLabels {
  effectiveFrom: string;
  lastUpdated: string;
  onThisPage: string;
  phone: string;
  email: string;
  post: string;
}

export const infoCommon: Localised<InfoCommonLabels> = {
  en: {
    effectiveFrom: 'Effective from',
    lastUpdated: 'Last updated',
    onThisPage: 'On this page',
    phone: 'Phone',
    email: 'E-mail',
    post: 'Post',
  },
  ms: {
    effectiveFrom: 'Berkuat kuasa mulai',
    lastUpdated: 'Kemas kini terakhir',
    onThisPage: 'Dalam halaman ini',
    phone: 'Telefon',
    email: 'E-mel',
    post: 'Pos',
  },
};
