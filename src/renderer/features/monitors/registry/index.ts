import { marketMonitor } from '../market/market-kind';
import { riskMonitor } from '../risk/risk-kind';
import { betTicker } from '../ticker/bet-ticker-kind';
import { casinoMonitor } from '../casino/casino-kind';
import { streamHealthMonitor, videoSection, videoWall } from '../video/video-kinds';
import { createMonitorRegistry } from './monitor-registry';

/**
 * Every monitor kind of the console, registered here and only here. A new kind (video, casino, stream
 * health) adds its name to MONITOR_KINDS in the contract (with its slot permission), a folder beside
 * market/ with a `<kind>-kind.ts` registration, and one line below; the hub and the monitor window
 * enumerate this registry. registry.test.ts fails if the contract and this list disagree.
 */
export const MONITORS = createMonitorRegistry([marketMonitor, betTicker, riskMonitor, videoWall, videoSection, streamHealthMonitor, casinoMonitor]);
