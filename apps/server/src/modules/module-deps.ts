import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { RedisConnection } from '../lib/redis.ts';
import type { Mailer } from '../plugins/mailer.ts';
import type { RateLimiter } from '../plugins/rate-limiter.ts';
import type { Storage } from '../plugins/storage/storage.ts';
import type { AccountsService } from './accounts/accounts.service.ts';
import type { NotificationsService } from './notifications/notifications.service.ts';
import type { PollsService } from './polls/polls.service.ts';
import type { TransitService } from './transit/transit.service.ts';
import type { UploadsService } from './uploads/uploads.service.ts';

/** What feature modules are built from; modules call each other's services, never repositories. */
export type ModuleDeps = {
  db: Database;
  config: Config;
  limiter: RateLimiter;
  /** Set when REDIS_URL is: one connection, one key prefix, for every module that shares state between processes. */
  redis?: RedisConnection;
  mailer: Mailer;
  /** One instance for every module that stores files (avatars, review uploads). */
  storage: Storage;
  accounts: AccountsService;
  transit: TransitService;
  uploads: UploadsService;
  /** One instance: the community seams write notifications, the stream routes deliver them. */
  notifications: NotificationsService;
  /** One instance: the MaaS page votes through it, the admin overview reads its results. */
  polls: PollsService;
};
