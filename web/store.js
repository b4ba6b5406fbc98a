// Saved battles on the device: the battles store of the device database (storage.js).
// Reads come from the copy in memory; every save is a transaction that either happens
// whole or throws a StoreError that the screen shows: a failed save is never ignored.
import { ChangedElsewhere, StoreError, battles, keptOnDevice, newId } from "./storage.js";

export { ChangedElsewhere, StoreError, keptOnDevice };

export const newGameId = () => newId("g");

export const store = battles;
