import { PlaceholderPage } from '../../../components/placeholder-page';

export function OnboardingPage() {
  return <PlaceholderPage title="Welcome to Aurum" />;
}
