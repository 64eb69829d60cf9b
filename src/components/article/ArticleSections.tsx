/** The body of a sectioned article: each section with its blocks. Its words are the article's reading time. */
import type { ArticleBody } from '../../content/articles/types.ts';
import { Section } from '../Section.tsx';
import { ArticleBlock } from './ArticleBlock.tsx';

export const ArticleSections = ({ body }: { body: ArticleBody }) => (
  <>
    {body.sections.map((section) => (
      <Section key={section.id} id={section.id} title={section.title}>
        {section.blocks.map((block, index) => (
          <ArticleBlock key={index} block={block} howTo={body.howTo} />
        ))}
      </Section>
    ))}
  </>
);
