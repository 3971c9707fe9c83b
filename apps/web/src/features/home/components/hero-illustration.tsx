/** Decorative drawing for the home hero (a bus and two speech bubbles). Hidden from assistive tech. */
export function HeroIllustration() {
  return (
    <svg viewBox="0 0 320 220" width="320" height="220" aria-hidden="true" focusable="false">
      <rect x="0" y="182" width="320" height="10" rx="5" fill="#95d7d0" />
      <rect x="24" y="186" width="28" height="2" rx="1" fill="#ffffff" />
      <rect x="96" y="186" width="28" height="2" rx="1" fill="#ffffff" />
      <rect x="168" y="186" width="28" height="2" rx="1" fill="#ffffff" />
      <rect x="240" y="186" width="28" height="2" rx="1" fill="#ffffff" />
      {/* bus */}
      <rect x="48" y="96" width="200" height="80" rx="16" fill="#0b6e66" />
      <rect x="48" y="150" width="200" height="8" fill="#095c55" />
      <rect x="62" y="108" width="36" height="28" rx="5" fill="#e3f5f3" />
      <rect x="106" y="108" width="36" height="28" rx="5" fill="#e3f5f3" />
      <rect x="150" y="108" width="36" height="28" rx="5" fill="#e3f5f3" />
      <rect x="194" y="108" width="40" height="40" rx="5" fill="#c6ebe7" />
      <circle cx="238" cy="164" r="4" fill="#f5a524" />
      <circle cx="92" cy="178" r="14" fill="#1f2933" />
      <circle cx="92" cy="178" r="6" fill="#95d7d0" />
      <circle cx="206" cy="178" r="14" fill="#1f2933" />
      <circle cx="206" cy="178" r="6" fill="#95d7d0" />
      {/* speech bubbles */}
      <path d="M182 20h96a14 14 0 0 1 14 14v30a14 14 0 0 1-14 14h-58l-18 14v-14h-20a14 14 0 0 1-14-14V34a14 14 0 0 1 14-14z" fill="#ffbb6b" />
      <circle cx="208" cy="49" r="6" fill="#ffffff" />
      <circle cx="230" cy="49" r="6" fill="#ffffff" />
      <circle cx="252" cy="49" r="6" fill="#ffffff" />
      <path d="M40 36h64a12 12 0 0 1 12 12v22a12 12 0 0 1-12 12H76l-14 12V82H40a12 12 0 0 1-12-12V48a12 12 0 0 1 12-12z" fill="#ffffff" stroke="#35aca1" strokeWidth="3" />
      <path d="M72 52l-10 12h10l-4 10 14-15h-10l4-7z" fill="#0b6e66" />
    </svg>
  );
}
