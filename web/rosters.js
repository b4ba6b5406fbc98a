// Warband rosters kept on the device: the rosters store of the device database
// (storage.js). Every save either succeeds or throws a StoreError that the screen shows
// to the player: a failed save is never ignored. The rosters themselves are checked by
// the engine (campaign.roster_check) before they get here; this file only keeps them.
//
// An entry is { id, roster, view, updated }: ``roster`` is the engine's normalised roster
// form and ``view`` the engine's view of it (what the screens draw), both from
// campaign.roster_check. list() and get() read the copy in memory; save() and remove()
// return promises.
import { StoreError, newId, rosterRev, rosterStore } from "./storage.js";

export { rosterRev };

export { StoreError as RosterStoreError };

export const newRosterId = () => newId("w");

export const rosters = rosterStore;
