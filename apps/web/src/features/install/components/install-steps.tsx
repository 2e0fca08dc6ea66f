import {
  EllipsisVertical,
  Monitor,
  MonitorDown,
  Share,
  Smartphone,
  SquarePlus,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import type { InstallPlatform } from '../utils/detect-platform';

const inlineIcon = 'mx-0.5 inline size-4 align-[-3px] text-gold-300';

const GUIDES: Record<InstallPlatform, { title: string; icon: ReactNode; steps: ReactNode[] }> = {
  ios: {
    title: 'iPhone and iPad',
    icon: <Smartphone aria-hidden="true" className="size-5" />,
    steps: [
      'Open Aurum in Safari.',
      <>
        Tap the Share button <Share aria-hidden="true" className={inlineIcon} /> in the toolbar.
      </>,
      <>
        Scroll down and tap <strong>Add to Home Screen</strong>{' '}
        <SquarePlus aria-hidden="true" className={inlineIcon} />.
      </>,
      <>
        Tap <strong>Add</strong>. Aurum appears on your Home Screen.
      </>,
    ],
  },
  android: {
    title: 'Android',
    icon: <Smartphone aria-hidden="true" className="size-5" />,
    steps: [
      'Open Aurum in Chrome.',
      <>
        Tap the menu <EllipsisVertical aria-hidden="true" className={inlineIcon} /> at the top
        right.
      </>,
      <>
        Tap <strong>Install app</strong> or <strong>Add to Home screen</strong>.
      </>,
      <>
        Confirm with <strong>Install</strong>. Aurum appears with your other apps.
      </>,
    ],
  },
  desktop: {
    title: 'Computer',
    icon: <Monitor aria-hidden="true" className="size-5" />,
    steps: [
      'Open Aurum in Chrome, Edge or another Chromium browser.',
      <>
        Click the install icon <MonitorDown aria-hidden="true" className={inlineIcon} /> in the
        address bar, or open the browser menu and choose <strong>Install Aurum</strong>.
      </>,
      <>
        Confirm with <strong>Install</strong>. Aurum opens in its own window.
      </>,
      <>
        In Safari on a Mac, choose <strong>File</strong> then <strong>Add to Dock</strong>.
      </>,
    ],
  },
};

const ORDER: InstallPlatform[] = ['ios', 'android', 'desktop'];

/** The steps for every platform, this device's first and highlighted. */
export function InstallSteps({ platform }: { platform: InstallPlatform }) {
  const platforms = [platform, ...ORDER.filter((other) => other !== platform)];
  return (
    <div className="space-y-3">
      {platforms.map((item) => {
        const guide = GUIDES[item];
        const current = item === platform;
        const headingId = `install-steps-${item}`;
        return (
          <section
            key={item}
            aria-labelledby={headingId}
            className={cn(
              'rounded-xl border p-4',
              current ? 'border-gold-500/60 bg-gold-500/10' : 'border-ink-600 bg-ink-900/60',
            )}
          >
            <h3
              id={headingId}
              className={cn(
                'flex items-center gap-2 text-sm font-semibold',
                current ? 'text-gold-200' : 'text-zinc-200',
              )}
            >
              {guide.icon}
              {guide.title}
              {current && (
                <span className="ml-auto rounded-full bg-gold-500 px-2 py-0.5 text-xs font-semibold text-ink-950">
                  This device
                </span>
              )}
            </h3>
            <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm text-zinc-300 marker:text-gold-400">
              {guide.steps.map((step, index) => (
                <li key={index}>{step}</li>
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
