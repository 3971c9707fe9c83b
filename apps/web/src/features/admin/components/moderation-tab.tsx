/** The admin dashboard's moderation tab: being built under issue #7. */
export default function ModerationTab() {
  return null;
}
