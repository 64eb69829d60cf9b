/** /video-tutorials/'s topics in category tabs (the tab kept in the URL query); a checked video plays in a dialog. */
import { Tabs } from '../components/Tabs.tsx';
import { useQueryParam } from '../components/useQueryParam.ts';
import { TutorialCard } from '../components/learning/TutorialCard.tsx';
import { tutorialCategories, tutorials } from '../content/learning/tutorials.ts';
import { byCategory, categoryOptions, knownValue } from '../filters/learning.ts';

const tabs = categoryOptions(tutorials, 'All Tutorials', tutorialCategories);

export default function TutorialBrowser() {
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
