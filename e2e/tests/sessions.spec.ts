import { expect, test } from '@playwright/test';
import { onboardedMemberSignedIn } from '../support/members';

test('a member signs another device out from /security and that device is signed out', async ({
  browser,
}) => {
  const laptop = await browser.newContext();
  const phone = await browser.newContext();
  try {
    const first = await laptop.newPage();
    const member = await onboardedMemberSignedIn(first, 'devices');

    // The same member signs in on a second device, typing like a person.
    const second = await phone.newPage();
    await second.goto('/auth');
    await second.getByLabel('Email').pressSequentially(member.email, { delay: 20 });
    await second.getByLabel('Password').pressSequentially(member.password, { delay: 20 });
    await second.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(second).toHaveURL(/\/dashboard$/);

    await first.goto('/security');
    const devices = first.getByRole('region', { name: 'Signed-in devices' });
    await expect(devices.getByRole('listitem')).toHaveCount(2);
    await expect(devices.getByText('This device')).toHaveCount(1);
    const thisDevice = devices.getByRole('listitem').filter({ hasText: 'This device' });
    await expect(thisDevice.getByRole('button')).toHaveCount(0);
    await expect(thisDevice).toContainText(/Chrome \d+ on \w+/);
    await expect(first.getByRole('region', { name: 'Security activity' })).toContainText(
      'Signed in',
    );

    await devices.getByRole('button', { name: /^Sign out: / }).click();
    const dialog = first.getByRole('dialog', { name: 'Sign out this device?' });
    await dialog.getByRole('button', { name: 'Sign out device' }).click();
    await expect(first.getByText('The device has been signed out.')).toBeVisible();
    await expect(devices.getByRole('listitem')).toHaveCount(1);
    await expect(devices.getByText('No other devices are signed in.')).toBeVisible();
    await expect(first.getByRole('region', { name: 'Security activity' })).toContainText(
      'Signed out a device',
    );

    // The other device's next action finds it signed out (it may already have been told, live,
    // and be on /auth: a click on the dashboard's link would then wait for nothing).
    await second.goto('/profile');
    await expect(second).toHaveURL(/\/auth/);
    await expect(second.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();

    // This device stays signed in.
    await first.reload();
    await expect(first.getByRole('region', { name: 'Signed-in devices' })).toBeVisible();
    await expect(first).toHaveURL(/\/security$/);
  } finally {
    await laptop.close();
    await phone.close();
  }
});
