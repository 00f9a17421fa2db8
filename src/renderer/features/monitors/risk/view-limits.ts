/** The largest "Alert above" the risk monitor's view keeps (monitorViewSchema's threshold, src/shared/contract/windows.ts). */
export const MAX_THRESHOLD = 1_000_000_000;
