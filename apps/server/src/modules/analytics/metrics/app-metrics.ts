import type { FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { PoolStats } from '../../../db/database';
import type { IngestObserver } from '../ingest/analytics-ingest.service';
import type { QueueDepthsRepository } from './queue-depths.repository';

/**
 * The process's own metrics (CPU, memory, event loop lag, GC, handles) in a registry of their
 * own, made once per process: they describe the process, not an app, and collectDefaultMetrics
 * starts an event-loop monitor and a GC observer each time it is called that nothing stops, so
 * one per app would pile up where tests build dozens of apps in one process. Never prom-client's
 * global default registry, which other code in the process could write into.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export interface MetricsSources {
  queues: QueueDepthsRepository;
  /** PostgreSQL's pool; absent on PGlite (one connection, no pool). */
  poolStats?: () => PoolStats;
  now: () => Date;
}

type RequestLabels = 'method' | 'route' | 'status_class';
interface RouteSeries {
  count: { inc(): void };
  latency: { observe(value: number): void };
}

/** Seconds: from a static file's microseconds to a slow report's seconds. */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * One app's metrics for GET /metrics (Prometheus text; docs/analytics.md "/metrics"), in a
 * registry of its own (tests build many apps in one process, each must count only its own):
 * requests per route, method and status class with their latencies; the analytics ingest's
 * counters; queue depths and the database pool, read when scraped.
 */
export class AppMetrics implements IngestObserver {
  readonly registry = new Registry();
  private readonly requests: Counter<RequestLabels>;
  private readonly latency: Histogram<RequestLabels>;
  /** The labelled children by `method route class`: looked up once, not hashed per request. */
  private readonly series = new Map<string, RouteSeries>();
  private readonly events: Counter<'outcome'>;
  private readonly batches: Counter;
  private readonly bytes: Counter;
  private pendingRows: () => number = () => 0;

  constructor(sources: MetricsSources) {
    const registers = [this.registry];
    this.requests = new Counter({
      name: 'fanverse_http_requests_total',
      help: 'HTTP requests answered, by route pattern, method and status class',
      labelNames: ['method', 'route', 'status_class'],
      registers,
    });
    this.latency = new Histogram({
      name: 'fanverse_http_request_duration_seconds',
      help: 'Time from receiving a request to sending its reply, by route pattern, method and status class',
      labelNames: ['method', 'route', 'status_class'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.events = new Counter({
      name: 'fanverse_analytics_events_total',
      help: 'Analytics events received in valid batches: accepted (stored), duplicate (messageId seen), refused (no consent or identity)',
      labelNames: ['outcome'],
      registers,
    });
    this.batches = new Counter({
      name: 'fanverse_analytics_batches_total',
      help: 'Analytics batches stored (each valid batch, whatever became of its events)',
      registers,
    });
    this.bytes = new Counter({
      name: 'fanverse_analytics_batch_bytes_total',
      help: 'Bytes of the analytics batches counted in fanverse_analytics_batches_total',
      registers,
    });
    for (const outcome of ['accepted', 'duplicate', 'refused']) this.events.labels({ outcome }).inc(0);

    const pendingRows = () => this.pendingRows();
    new Gauge({
      name: 'fanverse_copy_pending_rows',
      help: 'Rows handed to a bulk COPY and not yet committed, by table',
      labelNames: ['table'],
      registers,
      collect() {
        this.set({ table: 'analytics_events' }, pendingRows());
      },
    });
    new Gauge({
      name: 'fanverse_mail_queue_depth',
      help: 'Mails waiting: gift_mails_due (due, not sent yet), dev_outbox (kept unsent, SMTP_URL unset)',
      labelNames: ['queue'],
      registers,
      async collect() {
        // A database that does not answer leaves the queues out of this scrape, rather than
        // failing the whole of it (the other figures matter most exactly then).
        const [due, outbox] = await Promise.allSettled([
          sources.queues.giftMailsDue(sources.now()),
          sources.queues.outboxMails(),
        ]);
        this.reset();
        if (due.status === 'fulfilled') this.set({ queue: 'gift_mails_due' }, due.value);
        if (outbox.status === 'fulfilled') this.set({ queue: 'dev_outbox' }, outbox.value);
      },
    });
    const poolStats = sources.poolStats;
    if (poolStats) {
      new Gauge({
        name: 'fanverse_db_pool_connections',
        help: 'PostgreSQL pool: connections open (total), of them idle, and queries waiting for one',
        labelNames: ['state'],
        registers,
        collect() {
          const stats = poolStats();
          this.set({ state: 'total' }, stats.total);
          this.set({ state: 'idle' }, stats.idle);
          this.set({ state: 'waiting' }, stats.waiting);
        },
      });
    }
  }

  /** Where the pending COPY rows are read from (the ingest, built after the metrics). */
  watchPendingRows(read: () => number): void {
    this.pendingRows = read;
  }

  /** The app's onResponse hook: one request counted and timed under its route's pattern. */
  readonly observeResponse = (request: FastifyRequest, reply: FastifyReply): void => {
    // The pattern, never the URL: one series per route, whatever the path parameters; every
    // path no route serves (scans for /wp-admin…) shares one.
    const route = request.routeOptions.url ?? 'unmatched';
    const statusClass = `${Math.floor(reply.statusCode / 100)}xx`;
    const key = `${request.method} ${route} ${statusClass}`;
    let series = this.series.get(key);
    if (!series) {
      const labels = { method: request.method, route, status_class: statusClass };
      series = { count: this.requests.labels(labels), latency: this.latency.labels(labels) };
      this.series.set(key, series);
    }
    series.count.inc();
    series.latency.observe(reply.elapsedTime / 1000);
  };

  batch(outcome: { accepted: number; duplicates: number; refused: number; bytes: number }): void {
    this.batches.inc();
    this.bytes.inc(outcome.bytes);
    if (outcome.accepted) this.events.labels({ outcome: 'accepted' }).inc(outcome.accepted);
    if (outcome.duplicates) this.events.labels({ outcome: 'duplicate' }).inc(outcome.duplicates);
    if (outcome.refused) this.events.labels({ outcome: 'refused' }).inc(outcome.refused);
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** The exposition text: this app's metrics, then the process's. */
  async text(): Promise<string> {
    const [own, process] = await Promise.all([this.registry.metrics(), processMetrics().metrics()]);
    return `${own}\n${process}`;
  }
}
