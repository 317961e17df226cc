import type { Page, RatingSummary, Review, ReviewBody } from '@fanverse/contract';
import type { SessionContext } from '../auth/session.service';
import { assertPageExists, pageOffset, toDefaultPage, type PageRequest } from '../catalogue/page';
import type { ContentLimits } from '../parental/content-limits';
import type { ContentRatings } from '../parental/content-ratings';
import { reviewErrors } from './review-errors';
import { toRatingSummary, toReview } from './review.mapper';
import { checkReview } from './review-validation';
import type { ReviewedContent, ReviewsRepository, ReviewWrite } from './reviews.repository';

/**
 * Ratings and reviews of series and comic series (docs/discussions.md "Reviews and ratings"). The
 * reviews of a title above the caller's parental limits (issue 23) are locked like the title's
 * own page: reading and writing them answers 403 PARENTAL_LOCK; deleting one's own stays possible.
 */
export class ReviewsService {
  constructor(
    private readonly repo: ReviewsRepository,
    private readonly ratings: ContentRatings,
  ) {}

  /** GET /api/reviews/1/{type}/{uuid}: reviews with a subject or comment, newest update first. */
  async list(
    content: ReviewedContent,
    viewer: SessionContext | null,
    page: PageRequest,
    url: string,
    limits: ContentLimits,
  ): Promise<Page<Review>> {
    await this.assertContent(content, limits);
    const count = await this.repo.countWritten(content);
    assertPageExists(page, count);
    const rows = await this.repo.pageWritten(content, page.pageSize, pageOffset(page));
    return toDefaultPage(
      rows.map((row) => toReview(row, viewer?.userId ?? null)),
      count,
      page,
      url,
    );
  }

  /** GET …/summary: the average, counts per star and the caller's own review. */
  async summary(
    content: ReviewedContent,
    viewer: SessionContext | null,
    limits: ContentLimits,
  ): Promise<RatingSummary> {
    await this.assertContent(content, limits);
    const counts = await this.repo.counts(content);
    const mine = viewer ? await this.repo.mine(content, viewer.userId) : undefined;
    return toRatingSummary(content, counts, mine ? toReview(mine, viewer!.userId) : null);
  }

  /** POST: the member's rating and optional review; 1030 when they already have one. */
  async create(
    content: ReviewedContent,
    viewer: SessionContext,
    body: ReviewBody,
    limits: ContentLimits,
  ): Promise<Review> {
    const review = checkReview(body);
    await this.ratings.assertAllowed(limits, content);
    const result = await this.repo.write(content, (trx) =>
      this.repo.insert(trx, content, viewer.userId, review),
    );
    return this.answer(content, viewer, result);
  }

  /** PUT: replaces the member's rating and texts (an absent text is cleared); 2308 when none. */
  async update(
    content: ReviewedContent,
    viewer: SessionContext,
    body: ReviewBody,
    limits: ContentLimits,
  ): Promise<Review> {
    const review = checkReview(body);
    await this.ratings.assertAllowed(limits, content);
    const result = await this.repo.write(content, (trx) =>
      this.repo.update(trx, content, viewer.userId, review),
    );
    return this.answer(content, viewer, result);
  }

  /** DELETE: the member's own review; 2308 when none. */
  async delete(content: ReviewedContent, viewer: SessionContext): Promise<void> {
    const result = await this.repo.write(content, (trx) => this.repo.delete(trx, content, viewer.userId));
    this.assertWritten(result);
  }

  /** 1061 when the title does not exist; 403 PARENTAL_LOCK when it is above the limits. */
  private async assertContent(content: ReviewedContent, limits: ContentLimits) {
    if (!(await this.repo.contentExists(content))) throw reviewErrors.contentNotFound();
    await this.ratings.assertAllowed(limits, content);
  }

  private assertWritten(result: ReviewWrite): asserts result is { kind: 'ok'; uuid: string } {
    if (result.kind === 'no-content') throw reviewErrors.contentNotFound();
    if (result.kind === 'conflict') throw reviewErrors.alreadyReviewed();
    if (result.kind === 'none') throw reviewErrors.reviewNotFound();
  }

  private async answer(content: ReviewedContent, viewer: SessionContext, result: ReviewWrite) {
    this.assertWritten(result);
    const row = await this.repo.mine(content, viewer.userId);
    // Deleted by a concurrent call of the same member between commit and read.
    if (!row) throw reviewErrors.reviewNotFound();
    return toReview(row, viewer.userId);
  }
}
