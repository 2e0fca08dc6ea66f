import { webProject } from './vitest.config';

/** The web test files that mock a module, each in a module graph of its own (ADR 086). */
export default webProject(true);
