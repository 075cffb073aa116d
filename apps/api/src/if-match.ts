import { z } from 'zod';

/**
 * The version an If-Match header names, for the resources whose ETag is `W/"v<version>"`
 * (products, orders): a number; undefined when there is no header or it is `*` (any version);
 * null when it names no version of ours (another server's tag, a list of several), which can
 * match nothing, so the write must be refused (RFC 9110 §13.1.1).
 */
export function versionInIfMatch(ifMatch: string | undefined): number | null | undefined {
  if (ifMatch === undefined || ifMatch.trim() === '*') return undefined;
  const match = /^\s*(?:W\/)?"v(\d{1,15})"\s*$/.exec(ifMatch);
  return match ? Number(match[1]) : null;
}

/** The ETag of a version: what a write sends back in If-Match. */
export function versionEtag(version: number): string {
  return `W/"v${version}"`;
}

/** The If-Match request header, as the OpenAPI document describes it. */
export function ifMatchHeader(description: string) {
  return z.looseObject({ 'if-match': z.string().max(500).optional().describe(description) });
}
