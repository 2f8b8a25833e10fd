// One local platform for the whole integration run; tests reach it by port and Host header.
import type { TestProject } from 'vitest/node';
import { type ChildPlatform, type PlatformInfo, startChildPlatform } from '../support/platform.ts';

let platform: ChildPlatform | undefined;

export async function setup(project: TestProject) {
  platform = await startChildPlatform();
  const { stop: _stop, kill: _kill, ...info } = platform;
  project.provide('platform', info);
}

export async function teardown() {
  await platform?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    platform: PlatformInfo;
  }
}
