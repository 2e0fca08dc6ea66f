/**
 * Life OS (spec 02 sections 2, 8, 9; issue 29): the spec's texts on the Life OS dashboard,
 * Personas, Reset and Cross-Platform screens.
 */
export const LIFE_OS_TABS = ['Overview', 'Goals', 'Routines', 'Smart Home', 'Insights'] as const;
export const PERSONA_TABS = ['Personas', 'Quick Actions', 'Settings'] as const;
export const RESET_TABS = ['Quick Reset', 'Settings', 'History'] as const;
export const PLATFORM_TABS = ['Platforms', 'Settings', 'Data Sync'] as const;

export const PERSONA_TEXTS = {
  activationFailedTitle: 'Activation Failed',
  activationFailedDescription: 'Could not activate persona. Please try again.',
} as const;

export const RESET_TEXTS = {
  /** The start toast, titled for the reset feature. */
  initiatedTitle: 'Whisper Reset Initiated',
  completeTitle: 'Reset Complete',
  errorTitle: 'Reset Error',
  errorDescription: "Some actions couldn't be completed. Please try again.",
} as const;

export const PLATFORM_TEXTS = {
  connectionFailedTitle: 'Connection Failed',
  connectionFailedDescription: 'Could not connect to platform. Please try again.',
} as const;
