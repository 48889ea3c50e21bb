// Types of first-load.mjs, for the test that holds the home to its budget (home-budget.test.ts).
import type { Browser } from 'playwright-core';

export function staticFiles(dist: string): string[];
export function launchChromium(): Promise<Browser>;
export function browserFiles(dist: string, browser?: Browser): Promise<string[]>;
export function sized(dist: string, files: string[]): { file: string; kb: number }[];
export function totalKb(list: { kb: number }[]): number;
