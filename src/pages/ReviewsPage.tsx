/** /reviews/ and its translations: the store rating from src/facts.ts (average, total, distribution) and six illustrative review cards. */
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { SourceNote } from '../components/comparisons/SourceNote.tsx';
import { reviewsPageCopy } from '../content/comparisons/reviews-page.ts';
import { rating } from '../facts.ts';
import { Icon } from '../components/Icon.tsx';
import { useFactInWords, useFactText, usePageCopy } from '../i18n/use-locale.tsx';
import type { ReviewsFigures } from '../content/comparisons/reviews-page.ts';

/** Five stars, the first `filled` of them filled; the text equivalent is given by the caller. */
const Stars = ({ filled }: { filled: number }) => (
  <span className="stars">
    {[1, 2, 3, 4, 5].map((star) => (
      <Icon key={star} name="star" className={star <= filled ? 'icon--filled' : 'stars__empty'} />
    ))}
  </span>
);

export default function ReviewsPage() {
  const copy = usePageCopy('/reviews/', reviewsPageCopy);
  const fact = useFactText();
  const { summary, feedback } = copy;
  const average = fact('rating.average');
  const figures: ReviewsFigures = { average, reviews: fact('rating.reviews'), downloads: fact('rating.downloads'), reviewsInWords: useFactInWords()('rating.reviews') };
  const filled = Math.floor(rating.average.value);
  return (
    <div className="page">
      <PageHero title={copy.hero.title} lead={copy.hero.lead(figures)}>
        <SiteLink href="/download/" className="button button--primary">
          {copy.hero.download}
        </SiteLink>
      </PageHero>

      <Section id="rating" title={summary.title}>
        <div className="card rating-summary">
          <p className="rating-summary__average">
            <strong>{average}</strong>
            <span className="muted"> / 5</span>
          </p>
          <p>
            <Stars filled={filled} />
            <span className="visually-hidden">{summary.stars(filled, average)}</span>
          </p>
          <p>{summary.counts(figures)}</p>
          <ul className="rating-bars">
            {rating.distribution.value.map((share, index) => {
              const stars = 5 - index;
              return (
                <li key={stars}>
                  <span className="rating-bars__label">{summary.bar(stars)}</span>
                  <meter min={0} max={100} value={share} aria-label={summary.share(summary.bar(stars), share)} />
                  <span className="rating-bars__share">{share}%</span>
                </li>
              );
            })}
          </ul>
          <SourceNote facts={[rating.average, rating.reviews, rating.downloads, rating.distribution]} />
        </div>
      </Section>

      <Section id="feedback" title={feedback.title} intro={feedback.intro}>
        <ul className="grid grid--2 review-list">
          {feedback.cards.map((review) => (
            <li key={review.name} className="card review">
              <h3 className="card__title">{review.name}</h3>
              <p>
                <Stars filled={review.rating} />
                <span className="visually-hidden">{feedback.rated(review.rating)}</span> <span className="muted">{review.date}</span>{' '}
                <span className="badge badge--outline">{review.verified ? feedback.verified : feedback.illustrative}</span>
              </p>
              <p>{review.text}</p>
              <p className="muted">{feedback.helpful(review.helpful)}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="try-it" title={copy.tryIt.title}>
        <p>{copy.tryIt.text}</p>
        <p className="actions">
          <SiteLink href="/download/" className="button button--primary">
            {copy.tryIt.download}
          </SiteLink>
          <SiteLink href="/alternatives/" className="button button--secondary">
            {copy.tryIt.compare}
          </SiteLink>
        </p>
      </Section>
    </div>
  );
}
