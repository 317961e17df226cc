export { RatingsSection, type RatingsSectionProps } from './RatingsSection';
