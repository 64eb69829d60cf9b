/**
 * A tutorial's card. A checked video gets a Watch button that opens the player in a dialog (nothing
 * from the video host loads before that); a tutorial without one links to its written guide here
 * and to a YouTube search for the topic, labelled as such.
 */
import { useState } from 'react';
import type { Tutorial } from '../../content/learning/tutorials.ts';
import { videoHost } from '../../content/video-host.ts';
import { formatDay } from '../../i18n/format.ts';
import { useIslandLanguage } from '../../i18n/island-language.ts';
import { Dialog } from '../Dialog.tsx';
import { ExternalLink } from '../ExternalLink.tsx';
import { SiteLink } from '../SiteLink.tsx';
import { topicPreview } from '../../filters/learning.ts';
import { DifficultyBadge } from './DifficultyBadge.tsx';
import { Icon } from '../Icon.tsx';
import { TutorialPlayer } from './TutorialPlayer.tsx';

export function TutorialCard({ tutorial }: { tutorial: Tutorial }) {
  const [watching, setWatching] = useState(false);
  const topics = topicPreview(tutorial.topics);
  const { video } = tutorial;
  const { intl } = useIslandLanguage();
  return (
    <article className="card">
      <Icon name={tutorial.thumbnail} className="card__icon learning-thumb" />
      <h3 className="card__title">{tutorial.title}</h3>
      <p>{tutorial.description}</p>
      <p className="badges">
        <DifficultyBadge level={tutorial.difficulty} />
      </p>
      <ul className="badges learning-tags">
        {topics.shown.map((topic) => (
          <li key={topic} className="badge">
            {topic}
          </li>
        ))}
        {topics.more > 0 && <li className="badge badge--outline">+{topics.more} more</li>}
      </ul>
      {video ? (
        <>
          <p className="muted">
            Video from {video.source}, checked {formatDay({ intl }, video.checked)}.
          </p>
          <button type="button" className="button button--primary" onClick={() => setWatching(true)} aria-label={`Watch Tutorial: ${tutorial.title}`}>
            Watch Tutorial
          </button>
        </>
      ) : (
        <>
          <p className="actions">
            <SiteLink href={tutorial.guide.href} className="button button--primary">
              Read the guide: {tutorial.guide.label}
            </SiteLink>
          </p>
          <p>
            <ExternalLink href={videoHost.searchUrl(tutorial.search)}>
              Search {videoHost.name} for “{tutorial.search}”
            </ExternalLink>
            <span className="muted"> ({videoHost.name} search results, not checked by us)</span>
          </p>
        </>
      )}
      {video && watching && (
        <Dialog title={tutorial.title} onClose={() => setWatching(false)}>
          <TutorialPlayer title={tutorial.title} mediaId={video.id} />
        </Dialog>
      )}
    </article>
  );
}
