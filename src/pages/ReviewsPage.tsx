/** /reviews/: the store rating from src/facts.ts (average, total, distribution) and six illustrative review cards. */
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { SiteLink } from '../components/SiteLink.tsx';
import { SourceNote } from '../components/comparisons/SourceNote.tsx';
import { reviewCards } from '../content/comparisons/reviews.ts';
import { rating } from '../facts.ts';
import { Icon } from '../components/Icon.tsx';

/** Five stars, the first `filled` of them filled; the text equivalent is given by the caller. */
const Stars = ({ filled }: { filled: number }) => (
  <span className="stars">
    {[1, 2, 3, 4, 5].map((star) => (
      <Icon key={star} name="star" className={star <= filled ? 'icon--filled' : 'stars__empty'} />
    ))}
  </span>
);

export default function ReviewsPage() {
  const average = rating.average.value;
  return (
    <div className="page">
      <PageHero
        title="CapCut Reviews and Ratings"
        lead={`CapCut has a ${average} out of 5 rating from ${rating.reviews.value} reviews on Google Play. Here is how those ratings are spread, and the kind of feedback creators give.`}
      >
        <SiteLink href="/download/" className="button button--primary">
          Download CapCut
        </SiteLink>
      </PageHero>

      <Section id="rating" title="Rating summary">
        <div className="card rating-summary">
          <p className="rating-summary__average">
            <strong>{average}</strong>
            <span className="muted"> / 5</span>
          </p>
          <p>
            <Stars filled={Math.floor(average)} />
            <span className="visually-hidden">
              {Math.floor(average)} of 5 stars filled, average {average}
            </span>
          </p>
          <p>
            {rating.reviews.value} reviews · {rating.downloads.value} downloads
          </p>
          <ul className="rating-bars">
            {rating.distribution.value.map((share, index) => {
              const stars = 5 - index;
              return (
                <li key={stars}>
                  <span className="rating-bars__label">{stars === 1 ? '1 star' : `${stars} stars`}</span>
                  <meter min={0} max={100} value={share} aria-label={`${stars === 1 ? '1 star' : `${stars} stars`}: ${share}% of reviews`} />
                  <span className="rating-bars__share">{share}%</span>
                </li>
              );
            })}
          </ul>
          <SourceNote facts={[rating.average, rating.reviews, rating.downloads, rating.distribution]} />
        </div>
      </Section>

      <Section id="feedback" title="Illustrative feedback" intro="These six cards are examples written by our editors to show the opinions creators commonly share. They are not quotes of store reviews, and none is verified.">
        <ul className="grid grid--2 review-list">
          {reviewCards.map((review) => (
            <li key={review.name} className="card review">
              <h3 className="card__title">{review.name}</h3>
              <p>
                <Stars filled={review.rating} />
                <span className="visually-hidden">Rated {review.rating} out of 5</span>{' '}
                <span className="muted">{review.date}</span>{' '}
                <span className="badge badge--outline">{review.verified ? 'Verified' : 'Illustrative, not verified'}</span>
              </p>
              <p>{review.text}</p>
              <p className="muted">Marked helpful {review.helpful} times (illustrative)</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="try-it" title="Try it yourself">
        <p>The best review is your own: CapCut is free to download from the official stores.</p>
        <p className="actions">
          <SiteLink href="/download/" className="button button--primary">
            Download CapCut
          </SiteLink>
          <SiteLink href="/alternatives/" className="button button--secondary">
            Compare alternatives
          </SiteLink>
        </p>
      </Section>
    </div>
  );
}
