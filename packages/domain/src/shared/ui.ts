// Presentation constants of spec §9 that both the web and server-rendered pieces rely on.

/** Skeleton cards shown while a review list loads. */
export const SKELETON_CARDS = 3;
/** Services shown on the home grid before 'More' expands it. */
export const HOME_SERVICE_GRID = 5;
/** Smooth scroll to the top after submitting a review. */
export const SMOOTH_SCROLL_MS = 500;
/** Delay before leaving the social-login callback page once the user is known. */
export const SOCIAL_REDIRECT_DELAY_MS = 1000;
/** Avatar diameters in px. */
export const AVATAR_SIZES = { default: 30, detail: 60, navBar: 45 } as const;
/** Height of the review list map. */
export const LIST_MAP_HEIGHT = '50vh';
/** Rows of the contact form's message box. */
export const CONTACT_MESSAGE_ROWS = 3;
