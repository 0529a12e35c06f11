// The row type of a service's base query, named once instead of spelled out in every service.

/** What one row of `Q` (a function building a select) is: `type Row = RowOf<typeof baseQuery>`. */
export type RowOf<Q extends (...args: never[]) => { executeTakeFirstOrThrow(): Promise<unknown> }> = Awaited<
  ReturnType<ReturnType<Q>['executeTakeFirstOrThrow']>
>;
