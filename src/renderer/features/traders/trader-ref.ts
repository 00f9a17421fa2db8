/** The trader a modal works on: enough to ask for its permissions (spec §7: `traderIs` is the role). */
export interface TraderRef {
  readonly _id: string;
  readonly name: string;
  readonly userName: string;
  readonly role: string;
  readonly domain?: string;
}
