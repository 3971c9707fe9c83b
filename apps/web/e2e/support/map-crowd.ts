/**
 * Reviews the e2e seed puts on the Terengganu coast, far from every other journey's reviews, so the
 * map journey sees the server's clusters: a crowd of more reviews than the map draws as points
 * (MAP_POINTS_MAX), and two lone reviews one zoom-13 cluster cell south of it.
 */
export const MAP_CROWD = {
  operator: 'Pantai Timur Express',
  /** The crowd, all Annoyed, on one spot. */
  crowd: { latitude: 5.345, longitude: 103.14, count: 1250, feeling: 'ANNOYED' },
  /** The lone pair, Fair and Good (Not Bad on average), where the browser is located. */
  pair: { latitude: 5.33, longitude: 103.14, feelings: ['FAIR', 'GOOD'] },
} as const;
