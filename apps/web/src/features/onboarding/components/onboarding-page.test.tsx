import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type mockFetch } from '../../../testing/fetch-mock';
import { renderWizard } from '../../../testing/onboarding-test-server';
import { emptyOnboarding } from '../utils/onboarding-form';

afterEach(() => vi.unstubAllGlobals());

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
/** A new step is ready for typing once its title has taken the focus (an effect, after the paint). */
const stepReady = (title: string) =>
  waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: title })));
const posts = (calls: ReturnType<typeof mockFetch>['calls']) =>
  calls().filter((call) => call.method === 'POST');

describe('OnboardingPage', () => {
  it('moves between the four steps; Previous is disabled on the first', async () => {
    const { user } = renderWizard();
    expect(await screen.findByText('Step 1 of 4')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Personal Information' })).toBeTruthy();
    expect(button('Previous').disabled).toBe(true);

    await user.click(button('Next'));
    expect(await screen.findByText('Step 2 of 4')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Medical Information' })).toBeTruthy();
    expect(screen.getByText(/encrypted and stored securely/)).toBeTruthy();
    expect(button('Previous').disabled).toBe(false);

    await user.click(button('Previous'));
    expect(await screen.findByText('Step 1 of 4')).toBeTruthy();

    for (const title of ['Medical Information', 'Dining & Travel', 'Lifestyle Preferences']) {
      await user.click(button('Next'));
      expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    }
    expect(screen.getByText('Step 4 of 4')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    expect(button('Complete Setup')).toBeTruthy();
  });

  it('saves every answer with Complete Setup, says so and lets the member into the dashboard', async () => {
    const { user, calls } = renderWizard();
    await user.type(await screen.findByLabelText('Date of Birth'), '1988-04-12');
    await user.selectOptions(screen.getByLabelText('Gender'), 'female');
    await user.type(screen.getByLabelText('Occupation'), ' Architect ');
    await user.type(screen.getByLabelText('Emergency Contact Name'), 'Sipho Nkosi');
    await user.type(screen.getByLabelText('Emergency Contact Phone'), '+27 82 123 4567');
    await user.click(button('Next'));

    // Enter in a chip input adds the chip and stays on the step.
    await stepReady('Medical Information');
    await user.type(await screen.findByLabelText('Allergies'), 'Peanuts{Enter}');
    expect(screen.getByText('Step 2 of 4')).toBeTruthy();
    await user.type(screen.getByLabelText('Dietary Restrictions'), 'Halaal');
    await user.click(button('Add dietary restriction'));
    await user.selectOptions(screen.getByLabelText('Blood Type'), 'O+');
    await user.click(button('Next'));

    await stepReady('Dining & Travel');
    await user.type(await screen.findByLabelText('Cuisine Types'), 'Japanese{Enter}');
    await user.selectOptions(screen.getByLabelText('Seating Preference'), 'window');
    await user.selectOptions(screen.getByLabelText('Vehicle Type'), 'audi-a8');
    await user.click(button('Next'));

    await stepReady('Lifestyle Preferences');
    await user.type(await screen.findByLabelText('Wake-up Time'), '06:30');
    await user.type(screen.getByLabelText('Work Hours'), '08:00-17:00');
    await user.selectOptions(screen.getByLabelText('Preferred Communication'), 'whatsapp');
    await user.click(screen.getByLabelText('Smart reminders'));
    await user.click(button('Complete Setup'));

    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(screen.getByText('Onboarding Complete!')).toBeTruthy();
    expect(
      screen.getByText(
        'Your preferences have been saved. Welcome to your personalized concierge experience.',
      ),
    ).toBeTruthy();
    const [post] = posts(calls);
    expect(posts(calls)).toHaveLength(1);
    expect(post!.body).toEqual({
      personalInfo: {
        dateOfBirth: '1988-04-12',
        gender: 'female',
        occupation: 'Architect',
        emergencyContactName: 'Sipho Nkosi',
        emergencyContactPhone: '+27821234567',
      },
      medicalInfo: {
        allergies: ['Peanuts'],
        medications: [],
        dietaryRestrictions: ['Halaal'],
        medicalConditions: [],
        bloodType: 'O+',
        emergencyMedicalInfo: '',
      },
      preferences: {
        dining: { cuisineTypes: ['Japanese'], seatingPreference: 'window', specialNotes: '' },
        travel: { vehicleType: 'audi-a8', accommodationType: '', travelNotes: '' },
        lifestyle: {
          wakeUpTime: '06:30',
          workHours: '08:00-17:00',
          communicationMethod: 'whatsapp',
          enableReminders: true,
          enableLocationServices: false,
          enableAutoBooking: false,
          additionalNotes: '',
        },
      },
    });
  });

  it('prefills the stored answers, so completing again edits them', async () => {
    const stored = emptyOnboarding();
    stored.personalInfo.occupation = 'Surgeon';
    stored.medicalInfo.allergies = ['Penicillin'];
    const { user } = renderWizard({ stored });
    expect((await screen.findByLabelText<HTMLInputElement>('Occupation')).value).toBe('Surgeon');
    await user.click(button('Next'));
    expect(await screen.findByRole('button', { name: 'Remove Penicillin' })).toBeTruthy();
  });

  it('keeps the member on a step whose answers are invalid', async () => {
    const { user } = renderWizard();
    await user.type(await screen.findByLabelText('Emergency Contact Phone'), 'call me');
    await user.click(button('Next'));
    expect(await screen.findByText('Please enter a valid phone number')).toBeTruthy();
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();
  });

  it('shows "Saving..." while saving, then the server\'s field errors on their step', async () => {
    let answer!: (response: Response) => void;
    const { user, router } = renderWizard({
      save: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    for (let step = 0; step < 3; step += 1) await user.click(await screen.findByText('Next'));
    await user.click(await screen.findByRole('button', { name: 'Complete Setup' }));
    expect(button('Saving...').disabled).toBe(true);

    answer(
      jsonResponse(400, {
        code: 'VALIDATION_ERROR',
        message: 'Some answers need attention',
        errors: { 'personalInfo.occupation': 'Occupation must be at most 120 characters' },
      }),
    );
    expect(
      await screen.findByText('Failed to save your preferences. Please try again.'),
    ).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(await screen.findByText('Step 1 of 4')).toBeTruthy();
    expect(screen.getByText('Occupation must be at most 120 characters')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Occupation')));
    expect(router.state.location.pathname).toBe('/onboarding');
  });

  it('ends at the page the new member opened before signing up, not the dashboard', async () => {
    const deepLink = '/marketplace?category=private-chef#reviews';
    const { user } = renderWizard({ path: `/onboarding?next=${encodeURIComponent(deepLink)}` });
    for (let step = 0; step < 3; step += 1) await user.click(await screen.findByText('Next'));
    await user.click(button('Complete Setup'));
    expect(await screen.findByText(`Member page ${deepLink}`)).toBeTruthy();
  });
});
