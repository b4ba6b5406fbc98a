// The Ninth Age's battle screen and new-battle form: loaded on the first battle or form
// (systems/index.js, loadSystem), never by the home screen's start.
import { NinthAgeScreen } from "./ninth_age.js";
import { ninthAgeSetupView } from "./ninth_age_setup.js";

export const Screen = NinthAgeScreen;

export function setup({ pipeline, onCreate, onCancel, fromLists }) {
  return fromLists(ninthAgeSetupView({ pipeline, onCreate, onCancel }));
}
