import { useState } from 'react';

const AUTO_LOCK_SETTING = 'aurum.vault.autoLockMinutes';
export const AUTO_LOCK_CHOICES = [1, 5, 15, 30] as const;
export const DEFAULT_AUTO_LOCK_MINUTES = 5;

function stored(): number {
  const value = Number(globalThis.localStorage?.getItem(AUTO_LOCK_SETTING));
  return (AUTO_LOCK_CHOICES as readonly number[]).includes(value)
    ? value
    : DEFAULT_AUTO_LOCK_MINUTES;
}

/** The member's auto-lock choice on this device (a setting, not a secret). */
export function useAutoLockMinutes() {
  const [minutes, setMinutes] = useState(stored);
  const choose = (value: number) => {
    globalThis.localStorage?.setItem(AUTO_LOCK_SETTING, String(value));
    setMinutes(value);
  };
  return [minutes, choose] as const;
}
