import { InfoPage } from '../components/info-page';
import { useLocalised } from '../components/use-info-lang';
import { privacyCookiesContent } from '../content/privacy-cookies';

export default function PrivacyCookiesPage() {
  const { lang, content } = useLocalised(privacyCookiesContent);
  return <InfoPage content={content} lang={lang} />;
}
