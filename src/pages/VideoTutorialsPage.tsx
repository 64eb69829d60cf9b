/** /video-tutorials/: six tutorial topics in category tabs; each offers its written guide and a YouTube search, or a checked video. */
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { tutorialCategories, tutorials } from '../content/learning/tutorials.ts';
import { Island } from '../hydration/Island.tsx';
import TutorialBrowser from '../islands/TutorialBrowser.tsx';
import { videoHost } from '../content/video-host.ts';

const withVideo = tutorials.filter((tutorial) => tutorial.video).length;

export default function VideoTutorialsPage() {
  return (
    <div className="page">
      <PageHero
        eyebrow={`${tutorials.length} topics`}
        title="CapCut Video Tutorials"
        lead={`CapCut's basics, effects, color, audio and text, topic by topic. We show a video only once we have checked it on CapCut's official channel (${withVideo} of ${tutorials.length} so far); until then each topic links to its written guide here and to a ${videoHost.name} search.`}
      />
      <Section id="tutorials" title="Browse tutorials">
        <Island component={TutorialBrowser} props={{ tutorials, categories: tutorialCategories }} />
      </Section>
      <Section id="learn-more" title="Prefer to read?">
        <p>
          Every topic has a written companion: start with the <SiteLink href="/beginner-guide/">beginner guide</SiteLink>, pick up shortcuts in the{' '}
          <SiteLink href="/quick-tips/">quick tips</SiteLink>, or browse effects in the <SiteLink href="/effects-library/">effects library</SiteLink>.
        </p>
      </Section>
    </div>
  );
}
