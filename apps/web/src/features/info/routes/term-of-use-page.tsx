import { InfoPage } from '../components/info-page';
import { useLocalised } from '../components/use-info-lang';
import { termOfUseContent } from '../content/term-of-use';

export default function TermOfUsePage() {
  const { lang, content } = useLocalised(termOfUseContent);
  return <InfoPage content={content} lang={lang} />;
}
