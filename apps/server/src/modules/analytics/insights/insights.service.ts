import type {
  InsightsBookStops,
  InsightsBooks,
  InsightsEpisodes,
  InsightsExperiments,
  InsightsFunnel,
  InsightsOverview,
  InsightsQuiz,
  InsightsRangeQuery,
} from '@fanverse/contract';
import { notBuilt } from '../not-built';

/** The staff dashboard's reads (issue 25): every one from the daily aggregates. */
export class InsightsService {
  overview(query: InsightsRangeQuery): Promise<InsightsOverview> {
    return notBuilt(`insights overview ${JSON.stringify(query)}`);
  }
  episodes(query: InsightsRangeQuery): Promise<InsightsEpisodes> {
    return notBuilt(`insights episodes ${JSON.stringify(query)}`);
  }
  books(query: InsightsRangeQuery): Promise<InsightsBooks> {
    return notBuilt(`insights books ${JSON.stringify(query)}`);
  }
  bookStops(bookId: string, query: InsightsRangeQuery): Promise<InsightsBookStops> {
    return notBuilt(`insights stops ${bookId} ${JSON.stringify(query)}`);
  }
  quiz(query: InsightsRangeQuery): Promise<InsightsQuiz> {
    return notBuilt(`insights quiz ${JSON.stringify(query)}`);
  }
  funnel(query: InsightsRangeQuery): Promise<InsightsFunnel> {
    return notBuilt(`insights funnel ${JSON.stringify(query)}`);
  }
  experiments(query: InsightsRangeQuery): Promise<InsightsExperiments> {
    return notBuilt(`insights experiments ${JSON.stringify(query)}`);
  }
}
