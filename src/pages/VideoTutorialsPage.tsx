/** /video-tutorials/: six tutorials in category tabs; Watch Tutorial opens the player in a dialog. */
import { useState } from 'react';
import { Dialog } from '../components/Dialog.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { Tabs } from '../components/Tabs.tsx';
import { useQueryParam } from '../components/useQueryParam.ts';
import { DifficultyBadge } from '../components/learning/DifficultyBadge.tsx';
import { Emoji } from '../components/learning/Emoji.tsx';
import { TutorialPlayer } from '../components/learning/TutorialPlayer.tsx';
import { tutorialCategories, tutorials, type Tutorial } from '../content/learning/tutorials.ts';
import { videoHost } from '../content/video-host.ts';
import { byCategory, categoryOptions, knownValue, topicPreview } from '../filters/learning.ts';

const tabs = categoryOptions(tutorials, 'All Tutorials', tutorialCategories);

function TutorialCard({ tutorial, onWatch }: { tutorial: Tutorial; onWatch: () => void }) {
  const topics = topicPreview(tutorial.topics);
  return (
    <article className="card">
      <Emoji symbol={tutorial.thumbnail} className="card__icon learning-thumb" />
      <h3 className="card__title">{tutorial.title}</h3>
      <p>{tutorial.description}</p>
      <p className="badges">
        <DifficultyBadge level={tutorial.difficulty} />
        <span className="badge badge--outline">
          <span className="visually-hidden">Duration </span>
          {tutorial.duration}
        </span>
      </p>
      <p className="muted">
        {tutorial.views} · Rated {tutorial.rating} out of 5
      </p>
      <ul className="badges learning-tags">
        {topics.shown.map((topic) => (
          <li key={topic} className="badge">
            {topic}
          </li>
        ))}
        {topics.more > 0 && <li className="badge badge--outline">+{topics.more} more</li>}
      </ul>
      <button type="button" className="button button--primary" onClick={onWatch} aria-label={`Watch Tutorial: ${tutorial.title}`}>
        Watch Tutorial
      </button>
    </article>
  );
}

export default function VideoTutorialsPage() {
  const [tabParam, setTab] = useQueryParam('category');
  const tab = knownValue(tabParam, tabs);
  const [watching, setWatching] = useState<Tutorial | null>(null);

  return (
    <div className="page">
      <PageHero
        eyebrow={`${tutorials.length} tutorials`}
        title="CapCut Video Tutorials"
        lead={`Step-by-step video lessons on CapCut's basics, effects, colour, audio and text. The player loads from ${videoHost.name} only when you choose a video.`}
      />
      <Section id="tutorials" title="Browse tutorials">
        <Tabs label="Tutorial categories" tabs={tabs} selected={tab} onSelect={setTab}>
          <div className="grid grid--3">
            {byCategory(tutorials, tab).map((tutorial) => (
              <TutorialCard key={tutorial.id} tutorial={tutorial} onWatch={() => setWatching(tutorial)} />
            ))}
          </div>
        </Tabs>
      </Section>
      <Section id="learn-more" title="Prefer to read?">
        <p>
          Every tutorial has a written companion: start with the <SiteLink href="/beginner-guide/">beginner guide</SiteLink>, pick up shortcuts in the{' '}
          <SiteLink href="/quick-tips/">quick tips</SiteLink>, or browse effects in the <SiteLink href="/effects-library/">effects library</SiteLink>.
        </p>
      </Section>
      {watching && (
        <Dialog title={watching.title} onClose={() => setWatching(null)}>
          <TutorialPlayer title={watching.title} mediaId={watching.mediaId} />
        </Dialog>
      )}
    </div>
  );
}
