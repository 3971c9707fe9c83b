/** The admin dashboard's people tab: being built under issue #7. */
export default function PeopleTab() {
  return null;
}
