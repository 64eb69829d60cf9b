/** Questions and answers, and the FAQPage JSON-LD built from the same list, so the two cannot differ. */
import type { FAQPage } from 'schema-dts';
import type { FaqItem } from '../content-types.ts';


export const faqThing = (items: readonly FaqItem[]): FAQPage => ({
  '@type': 'FAQPage',
  mainEntity: items.map((item) => ({
    '@type': 'Question',
    name: item.question,
    acceptedAnswer: { '@type': 'Answer', text: item.answer },
  })),
});

/** Each answer is a native disclosure, readable and usable without JavaScript. */
export const FaqList = ({ items }: { items: readonly FaqItem[] }) => (
  <div className="faq">
    {items.map((item) => (
      <details key={item.question} className="faq__item">
        <summary className="faq__question">{item.question}</summary>
        <p className="faq__answer">{item.answer}</p>
      </details>
    ))}
  </div>
);
