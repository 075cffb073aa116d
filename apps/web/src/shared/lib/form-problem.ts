/** The first broken rule of a form: the field to focus and the rule's message key (rules are checked in order; the first broken one is said). */
export type Problem<F extends string> = { field: F; message: string };

export type FormOutcome<F extends string, T> = { ok: true; data: T } | { ok: false; problem: Problem<F> };

/** The first of a schema's issues as a form problem; an issue without a path belongs to `fallback`. */
export function firstProblem<F extends string>(
  issues: { path: PropertyKey[]; message: string }[],
  fallback: F,
): Problem<F> {
  const issue = issues[0]!;
  return { field: (issue.path[0] as F | undefined) ?? fallback, message: issue.message };
}
