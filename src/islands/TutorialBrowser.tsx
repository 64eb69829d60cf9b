/** /video-tutorials/'s topics in category tabs (the tab kept in the URL query); a checked video plays in a dialog. */
import { Tabs } from '../components/Tabs.tsx';
import { useQueryParam } from '../components/useQueryParam.ts';
import { TutorialCard } from '../components/learning/TutorialCard.tsx';
import type { ShownTutorial } from '../content/learning/tutorials.ts';
import { byCategory, categoryOptions, knownValue } from '../filters/learning.ts';
import type { Messages } from '../i18n/locale.ts';

interface Props {
  /** The topics in the page's language (passed in, so their text stays out of the JavaScript). */
  readonly tutorials: readonly ShownTutorial[];
  /** The category tabs, in order, with their labels. */
  readonly categories: readonly { readonly value: string; readonly label: string }[];
  readonly words: Messages['tutorialBrowser'];
  /** The names of the levels, for the cards' badges. */
  readonly levels: Messages['learning']['levels'];
}

export default function TutorialBrowser({ tutorials, categories, words, levels }: Props) {
  const tabs = categoryOptions(tutorials, words.all, categories);
  const [tabParam, setTab] = useQueryParam('category');
  const tab = knownValue(tabParam, tabs);
  return (
    <Tabs label={words.tabs} tabs={tabs} selected={tab} onSelect={setTab}>
      <div className="grid grid--3">
        {byCategory(tutorials, tab).map((tutorial) => (
          <TutorialCard key={tutorial.id} tutorial={tutorial} words={words} levels={levels} />
        ))}
      </div>
    </Tabs>
  );
}
