/** The first broken rule of a form: the field to focus and the rule's message key (rules are checked in order; the first broken one is said). */
export type Problem<F extends string> = { field: F; message: string };

/**
 * A form's check: the data to send, or what is wrong: `problem` the first broken rule (the field
 * to focus), `problems` every field's first broken rule (one message per field, shown beside it).
 */
export type FormOutcome<F extends string, T> =
  { ok: true; data: T } | { ok: false; problem: Problem<F>; problems?: Problem<F>[] };

/** The first of a schema's issues as a form problem; an issue without a path belongs to `fallback`. */
export function firstProblem<F extends string>(
  issues: { path: PropertyKey[]; message: string }[],
  fallback: F,
): Problem<F> {
  const issue = issues[0]!;
  return { field: (issue.path[0] as F | undefined) ?? fallback, message: issue.message };
}

/** Each field's first issue (in the issues' order): one message per field, the first field first. */
export function everyFieldProblem<F extends string>(
  issues: { path: PropertyKey[]; message: string }[],
  fallback: F,
): Problem<F>[] {
  const problems: Problem<F>[] = [];
  for (const issue of issues) {
    const field = (issue.path[0] as F | undefined) ?? fallback;
    if (!problems.some((problem) => problem.field === field)) problems.push({ field, message: issue.message });
  }
  return problems;
}
