import { FEELINGS, matchOperator, OTHER_KEY, type AspectKey, type Language, type ServiceKey } from '@suara/domain';
import type { commentReactions, comments, reviewReactions, reviews } from '../../schema/index.ts';
import type { Community, Member } from './community.ts';
import { createRandom, uuidv7At, weighted, type Random } from './random.ts';
import { commentText, experienceText, moodOf, replyText, suggestionText, type Mood, type TextContext } from './texts.ts';
import { aspectFor, OTHER_ASPECT_TEXTS, rideFor, SERVICE_WEIGHTS, type DemoStop } from './transport.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const KL_OFFSET = 8 * HOUR;

/** Option ids by key, as seeded in review_options. */
export type OptionIds = { feeling: Record<string, string>; service: Record<string, string>; aspect: Record<string, string> };

export type ReviewRow = typeof reviews.$inferInsert & { id: string; createdAt: Date; userId: string };
export type ReactionRow = typeof reviewReactions.$inferInsert;
export type CommentRow = typeof comments.$inferInsert & { id: string };
export type CommentReactionRow = typeof commentReactions.$inferInsert;

/** A review that gets photos: what they show and whose upload they are. */
export type PhotoSubject = { reviewId: string; uploaderId: string; scene: Scene; incidentAt: Date; count: number };

/** Rows for a slice of the timeline, counters already equal to the rows. */
export type DemoBatch = {
  reviews: ReviewRow[];
  photos: PhotoSubject[];
  reactions: ReactionRow[];
  /** Comments before their replies. */
  comments: CommentRow[];
  commentReactions: CommentReactionRow[];
};

/** Feedback leans a little negative: people write when something went wrong. */
const SCORES = weighted([[-3, 12], [-2, 17], [-1, 19], [0, 16], [1, 13], [2, 13], [3, 10]] as const);
const SUGGESTION_SCORES = weighted([[-3, 3], [-2, 6], [-1, 14], [0, 30], [1, 20], [2, 17], [3, 10]] as const);

// A day's rhythm in Kuala Lumpur time: commuting peaks at 7–9 and 17–19, quiet after midnight.
const WEEKDAY_HOURS = weighted([0.3, 0.2, 0.1, 0.1, 0.3, 1.2, 4, 10, 11, 6, 3.5, 3.5, 4, 3.5, 3, 3.5, 5, 10, 11, 7, 4, 3, 2, 1].map((w, h) => [h, w] as const));
const WEEKEND_HOURS = weighted([0.6, 0.4, 0.2, 0.1, 0.1, 0.3, 0.8, 1.5, 2.5, 4, 5, 5.5, 5.5, 5, 5, 5, 5, 5, 5, 4.5, 4, 3, 2, 1.2].map((w, h) => [h, w] as const));

/** Kuala Lumpur midnight at or before `ms`. */
export const klMidnight = (ms: number) => Math.floor((ms + KL_OFFSET) / DAY) * DAY - KL_OFFSET;

/**
 * When a review's incident happened (and the Kuala Lumpur day it happened on) and when it was
 * written; `photos` is how many images it carries.
 */
export type Moment = { index: number; day: number; incidentAt: number; createdAt: number; photos: number };

/**
 * `count` incident and creation times within the year before `now`, ordered by creation, creation
 * times strictly increasing (so UUIDv7 ids sort exactly like created_at). The platform grows: recent
 * months have more reviews. A review is written minutes to days after the incident.
 */
export function timeline(random: Random, count: number, now: Date): Moment[] {
  const today = klMidnight(now.getTime());
  const latest = now.getTime() - MINUTE;
  const moments: Moment[] = [];
  for (let i = 0; i < count; i += 1) {
    const age = random.chance(0.4) ? random.next() : 1 - Math.sqrt(random.next());
    const day = today - Math.floor(age * 364) * DAY;
    const weekday = new Date(day + KL_OFFSET).getUTCDay();
    const hour = (weekday === 0 || weekday === 6 ? WEEKEND_HOURS : WEEKDAY_HOURS).pick(random);
    const incidentAt = day + hour * HOUR + random.int(0, 3599) * 1000;
    const shape = random.next();
    const delay = shape < 0.7 ? Math.exp(random.between(Math.log(5), Math.log(180))) * MINUTE : shape < 0.95 ? random.between(3, 48) * HOUR : random.between(2, 10) * DAY;
    // A moment still to come today moves back a day: no draw is repeated, so the data a seed gives
    // does not depend on the hour it runs at.
    const late = Math.max(0, Math.ceil((incidentAt + delay - latest) / DAY));
    moments.push({ index: i, day: day - late * DAY, incidentAt: incidentAt - late * DAY, createdAt: Math.floor(incidentAt + delay) - late * DAY, photos: 0 });
  }
  moments.sort((a, b) => a.createdAt - b.createdAt);
  for (let i = 1; i < moments.length; i += 1) {
    if (moments[i]!.createdAt <= moments[i - 1]!.createdAt) moments[i]!.createdAt = moments[i - 1]!.createdAt + 1;
  }
  return moments;
}

/** Older reviews have more often been checked, forwarded and resolved; a few are hidden by moderators. */
function statusFor(random: Random, ageDays: number) {
  return (ageDays < 2 ? STATUS_NEW : ageDays < 14 ? STATUS_RECENT : STATUS_OLD).pick(random);
}
const STATUS_NEW = weighted([['submitted', 96], ['verified', 3], ['hidden', 1]] as const);
const STATUS_RECENT = weighted([['submitted', 80], ['verified', 12], ['forwarded', 4], ['resolved', 2], ['hidden', 2]] as const);
const STATUS_OLD = weighted([['submitted', 58], ['verified', 17], ['forwarded', 11], ['resolved', 11], ['hidden', 3]] as const);

/** How much attention a review gets: most none, a few dozens of reactions. */
type Attention = { reactions: [number, number]; comments: [number, number] };
const POPULARITY = weighted<Attention>([
  [{ reactions: [0, 0], comments: [0, 0] }, 48],
  [{ reactions: [1, 3], comments: [0, 1] }, 32],
  [{ reactions: [4, 10], comments: [1, 4] }, 14],
  [{ reactions: [11, 25], comments: [3, 10] }, 5],
  [{ reactions: [26, 80], comments: [10, 35] }, 1],
]);

export type BuildContext = {
  /** Each review draws from its own stream, `${seed}#${index}`: its content does not depend on the order reviews are written in. */
  seed: string;
  community: Community;
  options: OptionIds;
  stops: readonly DemoStop[];
  /** Alias key → operator id: each review is linked to its operator as the app would link it. */
  operatorAliases: ReadonlyMap<string, string>;
  now: Date;
};

/** A later moment after `from`, about `meanMs` on average, never after now. */
function after(random: Random, from: number, meanMs: number, now: number) {
  // Both numbers are drawn either way, so a later `now` does not shift everything after.
  const [wait, fallback] = [random.next(), random.next()];
  const at = from + Math.floor(-Math.log(1 - wait) * meanMs) + 1000;
  return at < now ? at : from + Math.floor(fallback * Math.max(1, now - from));
}

const writesIn = (random: Random, member: Member): Language => (member.language === 'ms' ? (random.chance(0.75) ? 'ms' : 'en') : random.chance(0.92) ? 'en' : 'ms');

/** Each review draws from its own stream, so a slice built in parts equals one built at once. */
export function buildBatch(ctx: BuildContext, moments: readonly Moment[], batch: DemoBatch = { reviews: [], photos: [], reactions: [], comments: [], commentReactions: [] }): DemoBatch {
  for (const moment of moments) addReview(ctx, batch, moment);
  return batch;
}

function addReview(ctx: BuildContext, batch: DemoBatch, moment: Moment) {
  const { community, options, now } = ctx;
  const random = createRandom(`${ctx.seed}#${moment.index}`);
  // Whoever had joined before the incident's day may write, react and comment: decided by whole
  // days, so the same seed picks the same people whatever the hour or weekday it runs on.
  const author = community.pick(random, moment.day);
  const service = SERVICE_WEIGHTS.pick(random);
  const aspect: AspectKey = aspectFor(random, service);
  const score = (aspect === 'NEW_ROUTE_SUGGESTION' ? SUGGESTION_SCORES : SCORES).pick(random);
  const feeling = FEELINGS.find((f) => f.score === score)!;
  const mood = moodOf(score);
  const ride = rideFor(random, service, ctx.stops);
  const language = writesIn(random, author);
  const incident = new Date(moment.incidentAt + KL_OFFSET);
  const text: TextContext = { service, where: ride.where, vehicle: ride.vehicle, operatorName: ride.operatorName, hour: incident.getUTCHours(), minute: incident.getUTCMinutes() };
  const createdAt = new Date(moment.createdAt);
  const status = statusFor(random, (now.getTime() - moment.createdAt) / DAY);
  const id = uuidv7At(moment.createdAt, random);

  const engagement = engage(ctx, random, batch, { id, day: moment.day, createdAt: moment.createdAt, author, mood, text });
  if (moment.photos > 0) {
    batch.photos.push({ reviewId: id, uploaderId: author.id, scene: sceneOf(service, aspect), incidentAt: new Date(moment.incidentAt), count: moment.photos });
  }
  // Drawn where the update time always was, so the same seed makes the same reviews as before.
  const movedAt = status === 'submitted' ? null : new Date(after(random, moment.createdAt, 3 * DAY, now.getTime()));
  batch.reviews.push({
    id,
    userId: author.id,
    feelingId: options.feeling[feeling.key]!,
    score,
    serviceId: options.service[service]!,
    serviceText: service === OTHER_KEY ? ride.serviceText : null,
    aspectId: options.aspect[aspect]!,
    aspectText: aspect === OTHER_KEY ? random.pick(OTHER_ASPECT_TEXTS) : null,
    operatorName: ride.operatorName,
    operatorId: matchOperator(ride.operatorName, ctx.operatorAliases) ?? null,
    routeName: ride.routeName,
    routeId: ride.routeId ?? null,
    stopName: ride.stopName,
    stopId: ride.stopId ?? null,
    vehiclePlate: ride.vehiclePlate,
    experience: experienceText(random, language, aspect, mood, text),
    comment: random.chance(0.25) ? suggestionText(random, language, mood) : null,
    latitude: ride.latitude,
    longitude: ride.longitude,
    address: ride.address,
    incidentAt: new Date(moment.incidentAt),
    status,
    ...engagement,
    createdAt,
    updatedAt: movedAt ?? createdAt,
    // When its status last moved: the scorecards' days to resolution.
    statusChangedAt: movedAt,
  });
}

type Subject = { id: string; day: number; createdAt: number; author: Member; mood: Mood; text: TextContext };

/** Reactions and comments (with replies and their reactions) on one review; answers its counters. */
function engage(ctx: BuildContext, random: Random, batch: DemoBatch, review: Subject) {
  const { community } = ctx;
  const now = ctx.now.getTime();
  const tier = POPULARITY.pick(random);
  const likeShare = review.mood === 'positive' ? 0.85 : review.mood === 'negative' ? 0.75 : 0.7;
  let likeCount = 0;
  let unlikeCount = 0;
  for (const member of community.pickDistinct(random, review.day, random.int(...tier.reactions), review.author.id)) {
    const value = random.chance(likeShare) ? 'like' : 'unlike';
    if (value === 'like') likeCount += 1;
    else unlikeCount += 1;
    batch.reactions.push({ reviewId: review.id, userId: member.id, value, createdAt: new Date(after(random, review.createdAt, 18 * HOUR, now)) });
  }

  const commentTimes = Array.from({ length: random.int(...tier.comments) }, () => after(random, review.createdAt, DAY, now)).sort((a, b) => a - b);
  for (const at of commentTimes) {
    const writer = community.pick(random, review.day);
    const comment: CommentRow = {
      id: uuidv7At(at, random),
      reviewId: review.id,
      parentId: null,
      userId: writer.id,
      body: commentText(random, writesIn(random, writer), review.mood, review.text),
      createdAt: new Date(at),
    };
    batch.comments.push(comment);
    const replyCount = random.chance(0.8) ? 0 : random.chance(0.75) ? 1 : random.int(2, 4);
    const replyTimes = Array.from({ length: replyCount }, () => after(random, at, 6 * HOUR, now)).sort((a, b) => a - b);
    for (const replyAt of replyTimes) {
      // The review's author often answers the people commenting.
      const replier = random.chance(0.35) ? review.author : community.pick(random, review.day);
      const reply: CommentRow = {
        id: uuidv7At(replyAt, random),
        reviewId: review.id,
        parentId: comment.id,
        userId: replier.id,
        body: replyText(random, writesIn(random, replier)),
        createdAt: new Date(replyAt),
      };
      batch.comments.push({ ...reply, replyCount: 0, ...reactToComment(ctx, random, batch, reply, review.day) });
    }
    Object.assign(comment, { replyCount, ...reactToComment(ctx, random, batch, comment, review.day) });
  }
  return { likeCount, unlikeCount, commentCount: commentTimes.length };
}

function reactToComment(ctx: BuildContext, random: Random, batch: DemoBatch, comment: CommentRow, day: number) {
  const { community } = ctx;
  let likeCount = 0;
  let unlikeCount = 0;
  if (random.chance(0.25)) {
    const at = comment.createdAt!.getTime();
    for (const member of community.pickDistinct(random, day, random.int(1, 6), comment.userId)) {
      const value = random.chance(0.85) ? 'like' : 'unlike';
      if (value === 'like') likeCount += 1;
      else unlikeCount += 1;
      batch.commentReactions.push({ commentId: comment.id, userId: member.id, value, createdAt: new Date(after(random, at, 12 * HOUR, ctx.now.getTime())) });
    }
  }
  return { likeCount, unlikeCount };
}

export type Scene = 'bus' | 'train' | 'car' | 'stop' | 'platform';

/** What a photo of this review shows, from its service and aspect. */
export function sceneOf(service: ServiceKey, aspect: AspectKey): Scene {
  const rail = ['LRT', 'MRT', 'MONORAIL', 'KTM_KOMUTER', 'ERL'].includes(service);
  if (aspect === 'STATION_CONDITION') return rail ? 'platform' : 'stop';
  if (rail) return 'train';
  return ['TAXI', 'E_HAILING', 'CAR_SHARING'].includes(service) ? 'car' : 'bus';
}
