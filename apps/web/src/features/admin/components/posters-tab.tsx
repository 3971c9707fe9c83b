/** The admin dashboard's posters tab: being built under issue #7. */
export default function PostersTab() {
  return null;
}
