import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SecurityStatusCard } from './security-status-card';

const connection = vi.hoisted(() => ({
  protocol: 'https:',
  isSecureContext: true,
  hostname: 'aurum.co.za',
}));
vi.mock('../utils/read-connection', () => ({ readConnection: () => ({ ...connection }) }));

function renderCard() {
  render(<SecurityStatusCard />);
  return screen.getByRole('region', { name: 'Security Status' });
}

function loadInsecureImage() {
  const image = document.createElement('img');
  image.src = 'http://images.example/villa.jpg';
  document.body.append(image);
}

const rows = (card: HTMLElement) =>
  within(card)
    .getAllByRole('listitem')
    .map((row) => row.textContent);

beforeEach(() => {
  vi.useFakeTimers();
  Object.assign(connection, { protocol: 'https:', isSecureContext: true, hostname: 'aurum.co.za' });
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('SecurityStatusCard', () => {
  it('is Secure when all four flags hold', () => {
    const card = renderCard();
    expect(within(card).getByText('Secure')).toBeTruthy();
    expect(rows(card)).toEqual([
      'Pass: HTTPS Enabled',
      'Pass: Valid SSL Certificate',
      'Pass: No Mixed Content',
      'Pass: Secure Context',
    ]);
  });

  it('is a Warning at three of four flags and Insecure below, re-checked every 10 seconds', () => {
    const card = renderCard();
    loadInsecureImage();
    act(() => vi.advanceTimersByTime(9_999));
    expect(within(card).getByText('Secure')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(within(card).getByText('Warning')).toBeTruthy();
    expect(rows(card)).toContain('Fail: No Mixed Content');

    Object.assign(connection, { protocol: 'http:' });
    act(() => vi.advanceTimersByTime(10_000));
    expect(within(card).getByText('Insecure')).toBeTruthy();
    expect(rows(card)).toEqual([
      'Fail: HTTPS Enabled',
      'Fail: Valid SSL Certificate',
      'Fail: No Mixed Content',
      'Pass: Secure Context',
    ]);
  });

  it('is Insecure on plain HTTP at localhost, where only two flags hold', () => {
    Object.assign(connection, { protocol: 'http:', hostname: 'localhost' });
    const card = renderCard();
    expect(within(card).getByText('Insecure')).toBeTruthy();
  });
});
