import { InfoPage } from '../components/info-page';
import { useLocalised } from '../components/use-info-lang';
import { contentPolicyContent } from '../content/content-policy';

export default function ContentPolicyPage() {
  const { lang, content } = useLocalised(contentPolicyContent);
  return <InfoPage content={content} lang={lang} />;
}
