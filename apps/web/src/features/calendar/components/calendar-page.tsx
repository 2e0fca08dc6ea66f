import { PlaceholderPage } from '../../../components/placeholder-page';

export function CalendarPage() {
  return <PlaceholderPage title="Calendar" />;
}
