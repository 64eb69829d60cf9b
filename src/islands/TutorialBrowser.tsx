/** /video-tutorials/'s topics in category tabs (the tab kept in the URL query); a checked video plays in a dialog. */
import { Tabs } from '../components/Tabs.tsx';
import { useQueryParam } from '../components/useQueryParam.ts';
import { TutorialCard } from '../components/learning/TutorialCard.tsx';
import type { Tutorial } from '../content/learning/tutorials.ts';
import { byCategory, categoryOptions, knownValue } from '../filters/learning.ts';

interface Props {
  /** The topics (passed in, so their text stays out of the JavaScript). */
  readonly tutorials: readonly Tutorial[];
  /** The category tabs, in order, with their labels. */
  readonly categories: readonly { readonly value: string; readonly label: string }[];
}

export default function TutorialBrowser({ tutorials, categories }: Props) {
  const tabs = categoryOptions(tutorials, 'All Tutorials', categories);
  const [tabParam, setTab] = useQueryParam('category');
  const tab = knownValue(tabParam, tabs);
  return (
    <Tabs label="Tutorial categories" tabs={tabs} selected={tab} onSelect={setTab}>
      <div className="grid grid--3">
        {byCategory(tutorials, tab).map((tutorial) => (
          <TutorialCard key={tutorial.id} tutorial={tutorial} />
        ))}
      </div>
    </Tabs>
  );
}
