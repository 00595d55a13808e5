import type { RuleSetRule } from '@rspack/core';

/** TypeScript and TSX through SWC; in development also React Refresh's registrations. */
export function scriptRule(development: boolean): RuleSetRule {
  const react = development
    ? { runtime: 'automatic', development: true, refresh: true }
    : { runtime: 'automatic' };
  return {
    test: /\.tsx?$/,
    loader: 'builtin:swc-loader',
    options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react } } },
    type: 'javascript/auto',
  };
}
