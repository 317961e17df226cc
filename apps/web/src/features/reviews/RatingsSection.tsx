/**
 * The ratings and reviews section lives in shared code (components/discussions/ratings/): the
 * series and comic series pages that show it are other features, and a feature never imports
 * another feature. This is its address in the reviews feature.
 */
export {
  RatingsSection,
  type RatingsSectionProps,
} from '../../components/discussions/ratings/RatingsSection';
