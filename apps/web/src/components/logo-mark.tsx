type LogoMarkProps = { size?: number };

/** The Suara Transit mark (same drawing as public/favicon.svg). Decorative: pair it with the name. */
export function LogoMark({ size = 36 }: LogoMarkProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0b6e66" />
      <path
        d="M14 12h36a6 6 0 0 1 6 6v22a6 6 0 0 1-6 6H30l-10 8v-8h-6a6 6 0 0 1-6-6V18a6 6 0 0 1 6-6z"
        fill="#ffffff"
      />
      <rect x="21" y="17" width="22" height="23" rx="4" fill="#0b6e66" />
      <rect x="24" y="20" width="16" height="9" rx="1.5" fill="#ffffff" />
      <circle cx="26.5" cy="34.5" r="2" fill="#f5a524" />
      <circle cx="37.5" cy="34.5" r="2" fill="#f5a524" />
    </svg>
  );
}
