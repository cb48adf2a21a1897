/** n rounded to 2 decimals with Math.round (halves up). The server's marks and minutes are rounded this way;
 *  domain/reports/format.ts round2 (halves away from zero, no binary noise) is the reports' rule. */
export const round2 = (n: number): number => Math.round(n * 100) / 100;
