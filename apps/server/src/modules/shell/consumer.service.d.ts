import { type ConsumerConfig, type ConsumerQuery } from '@fanverse/contract';
import type { AppConfig } from '../../config/config';
import type { ConsumerRepository } from './consumer.repository';
export interface VisitorContext {
  clientIp: string;
  /** The country named by the trusted geo header, if any. */
  geoCountry?: string;
}
export declare class ConsumerService {
  private readonly repo;
  private readonly config;
  private readonly supported;
  constructor(repo: ConsumerRepository, config: AppConfig);
  /** The asked-for country wins, then the geo header, then the configured default. */
  private countryOf;
  getConfig(name: string, query: ConsumerQuery, visitor: VisitorContext): Promise<ConsumerConfig>;
}
