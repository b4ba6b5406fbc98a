// The campaign's screen, setup and rosters screen: loaded on first use
// (systems/index.js, loadSystem), never by the home screen's start.
import { CampaignScreen } from "./campaign.js";
import { campaignSetupView } from "./campaign_setup.js";

export { RosterScreen } from "./roster.js";

export const Screen = CampaignScreen;

export function setup({ rosters, onCreate, onCancel, onRosters }) {
  return campaignSetupView({ list: rosters.list(), onCreate, onCancel, onRosters });
}
