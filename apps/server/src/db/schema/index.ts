export * from './users.ts';
export * from './operators.ts';
export * from './reviews.ts';
export * from './community.ts';
export * from './content.ts';
export * from './transit.ts';
export * from './insights.ts';
export * from './operator-loop.ts';
