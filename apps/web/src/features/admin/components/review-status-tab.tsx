/** The admin dashboard's review-status tab: being built under issue #7. */
export default function ReviewStatusTab() {
  return null;
}
