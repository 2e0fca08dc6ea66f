import { expect, test, type Locator, type Page } from '@playwright/test';
import { confirmedMemberSignedIn, newMember, signUpOnThisPage } from '../support/members';
import { openCalendarDay } from '../support/calendar';
import { completeOnboarding } from '../support/onboarding';
import { WIDTHS } from '../support/screens';

/** Where the screenshots go, to be looked at (390 and 1280 px). */
const SHOTS = process.env.RELATIONSHIP_SHOTS ?? '/tmp/relationship-shots';

/** At 390 and 1280 px: nothing scrolls sideways, and the whole page is saved to look at. */
async function screenshots(page: Page, name: string, shown: Locator) {
  const close = page.getByRole('button', { name: 'Close toast' });
  for (let left = 5; left > 0 && (await close.count()) > 0; left--) {
    await close
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  }
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect(shown).toBeVisible();
    await expect(page.locator('.animate-pulse')).toHaveCount(0);
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Opens the one e-mail to this address with this subject and follows its link like `link`. */
async function followMailedLink(page: Page, email: string, subject: string | RegExp, link: RegExp) {
  await page.goto('/dev/mailbox');
  const message = page
    .locator('details')
    .filter({ hasText: `To: ${email}` })
    .filter({ hasText: subject });
  await expect(message).toHaveCount(1);
  await message.locator('summary').click();
  await message.getByRole('link', { name: link }).click();
}

test('a member invites a partner, who signs up from the e-mail, accepts and sees shared plans live', async ({
  browser,
}) => {
  test.slow();
  const inviterContext = await browser.newContext();
  const partnerContext = await browser.newContext();
  const inviter = await inviterContext.newPage();
  const partnerPage = await partnerContext.newPage();
  try {
    await confirmedMemberSignedIn(inviter, 'relationship');
    await completeOnboarding(inviter);
    await inviter.goto('/relationship');
    await expect(inviter.getByRole('heading', { level: 1, name: 'Relationship' })).toBeVisible();
    await expect(inviter).toHaveTitle(/Relationship/);
    const start = inviter.getByRole('region', { name: 'Start your space together' });
    await expect(start).toBeVisible();
    await screenshots(inviter, 'relationship-overview-alone', start);

    // The spec's messages, then the invitation.
    await start.getByRole('button', { name: 'Invite your partner' }).click();
    await expect(inviter).toHaveURL(/\?tab=partners$/);
    const invite = inviter.getByRole('region', { name: 'Invite your partner' });
    await invite.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(inviter.getByText('Email Required')).toBeVisible();
    await expect(inviter.getByText("Please enter your partner's email address.")).toBeVisible();
    await invite.getByLabel("Partner's email").fill('sipho at home');
    await invite.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(
      invite.getByText('That does not look like an email address.', { exact: false }),
    ).toBeVisible();
    const partner = { ...newMember('partner'), name: 'Sipho Dlamini' };
    await invite.getByLabel("Partner's email").fill(partner.email);
    await invite.getByLabel('Relationship').selectOption('spouse');
    await invite.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(inviter.getByText('Invitation Sent')).toBeVisible();
    const sent = inviter.getByRole('region', { name: 'Invitations sent' });
    await expect(sent.getByText(partner.email)).toBeVisible();
    await screenshots(inviter, 'relationship-partners-invited', sent);

    // The partner opens the e-mail's link, is new, joins, confirms, onboards and lands on it.
    await followMailedLink(
      partnerPage,
      partner.email,
      'invites you to share a relationship space',
      /\/relationship\?invitation=/,
    );
    await expect(partnerPage).toHaveURL(/\/auth\?next=%2Frelationship%3Finvitation%3D/);
    await signUpOnThisPage(partnerPage, partner);
    await followMailedLink(
      partnerPage,
      partner.email,
      'Confirm your Aurum membership',
      /\/auth\/v1\/verify/,
    );
    await expect(partnerPage).toHaveURL(/\/onboarding\?next=%2Frelationship/);
    await completeOnboarding(partnerPage, /\/relationship\?invitation=[\w-]{43}$/);
    const card = partnerPage.getByRole('region', { name: 'Partner invitation' });
    await expect(card.getByText('invites you to share a relationship space')).toBeVisible();
    await screenshots(partnerPage, 'relationship-invitation', card);
    await card.getByRole('button', { name: 'Accept Invitation' }).click();
    await expect(partnerPage.getByText('Partner Connected')).toBeVisible();
    await expect(partnerPage).toHaveURL(/\/relationship$/);
    await expect(
      partnerPage.getByRole('region', { name: /^You and Naledi Khumalo$/ }),
    ).toBeVisible();

    // The inviter sees the link without reloading.
    await inviter.getByRole('tab', { name: 'Overview' }).click();
    await expect(inviter.getByRole('region', { name: 'You and Sipho Dlamini' })).toBeVisible();

    // The partner watches the calendar tab; the inviter schedules quality time in one click.
    await partnerPage.getByRole('tab', { name: 'Calendar' }).click();
    await expect(partnerPage.getByText('Nothing planned together yet')).toBeVisible();
    const comingUp = inviter.getByRole('region', { name: 'Coming up together' });
    await comingUp.getByRole('button', { name: 'Schedule quality time' }).click();
    await expect(inviter.getByText('Quality Time Scheduled')).toBeVisible();
    await expect(comingUp.getByText('Quality time together')).toBeVisible();
    const liveEvent = partnerPage.getByRole('heading', { name: 'Quality time together' });
    await expect(liveEvent).toBeVisible();
    await expect(partnerPage.getByText('Quality Time', { exact: true })).toBeVisible();
    await screenshots(partnerPage, 'relationship-calendar', liveEvent);
    await screenshots(inviter, 'relationship-overview', comingUp);

    // The shared event is in the partner's own calendar too.
    const weekAhead = await partnerPage.evaluate(() =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg' }).format(
        new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
      ),
    );
    await openCalendarDay(partnerPage, weekAhead);
    await expect(partnerPage.getByText('Quality time together').first()).toBeVisible();

    // An idea with the concierge one click away.
    await inviter.getByRole('tab', { name: 'Ideas' }).click();
    await inviter.getByRole('button', { name: 'Add your first idea' }).click();
    const ideaForm = inviter.getByRole('dialog');
    await ideaForm.getByLabel('Title').fill('Sunset picnic at Kirstenbosch');
    await ideaForm.getByLabel('Budget (rand)').fill('1500');
    await ideaForm.getByLabel('Tags').fill('outdoors, summer');
    await ideaForm.getByRole('button', { name: 'Save Idea' }).click();
    await expect(inviter.getByText('Idea Saved')).toBeVisible();
    await inviter.getByRole('button', { name: 'Ask the Concierge' }).click();
    await expect(inviter.getByText('Request Sent')).toBeVisible();
    const asked = inviter.getByRole('link', { name: 'Concierge asked: see Service History' });
    await expect(asked).toBeVisible();
    await screenshots(inviter, 'relationship-ideas', asked);

    // A conversation: each writes privately; guidance follows; Mark as Resolved.
    await inviter.getByRole('tab', { name: 'Guidance' }).click();
    await expect(inviter.getByRole('link', { name: 'Speak to a human concierge' })).toBeVisible();
    await inviter.getByLabel('What is it about?').fill('How we spend our weekends');
    await inviter.getByRole('button', { name: 'Start a Conversation' }).click();
    await inviter
      .getByLabel(/How it looks from your side/)
      .fill('I would love one Saturday a month that is just ours.');
    await inviter.getByRole('button', { name: 'Save Perspective' }).click();
    await expect(inviter.getByText('Perspective Saved')).toBeVisible();

    await partnerPage.goto('/relationship?tab=guidance');
    await expect(
      partnerPage.getByText('Naledi Khumalo has written their side.', { exact: false }),
    ).toBeVisible();
    await expect(partnerPage.getByText('just ours')).toHaveCount(0);
    await partnerPage
      .getByLabel(/How it looks from your side/)
      .fill('Saturdays are the only time I get to rest after a long week.');
    await partnerPage.getByRole('button', { name: 'Save Perspective' }).click();
    const guidance = partnerPage.getByRole('region', { name: 'Guidance' });
    await expect(guidance).toBeVisible();
    await expect(
      partnerPage.getByText('I would love one Saturday a month that is just ours.'),
    ).toBeVisible();
    // The inviter sees the guidance without reloading.
    await expect(inviter.getByRole('region', { name: 'Guidance' })).toBeVisible();
    await screenshots(
      inviter,
      'relationship-guidance',
      inviter.getByRole('region', { name: 'Guidance' }),
    );
    await inviter.getByRole('button', { name: 'Mark as Resolved' }).click();
    await expect(inviter.getByText('Marked as Resolved')).toBeVisible();
    await expect(partnerPage.getByText('Resolved', { exact: true })).toBeVisible();

    // Either partner ends the link: the other's space empties without reload.
    await partnerPage.getByRole('tab', { name: 'Partners' }).click();
    const yours = partnerPage.getByRole('region', { name: 'Your partner' });
    await expect(yours.getByText('Spouse')).toBeVisible();
    await screenshots(partnerPage, 'relationship-partners', yours);
    await yours.getByRole('button', { name: 'End Link' }).click();
    await partnerPage.getByRole('dialog').getByRole('button', { name: 'End Link' }).click();
    await expect(partnerPage.getByText('Link Ended')).toBeVisible();
    await expect(inviter.getByText('Invite your partner first')).toBeVisible();
  } finally {
    await inviterContext.close();
    await partnerContext.close();
  }
});
