/** The admin dashboard's reports tab: being built under issue #7. */
export default function ReportsTab() {
  return null;
}
