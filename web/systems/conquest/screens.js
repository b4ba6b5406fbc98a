// Conquest's battle screen and new-battle form: loaded on the first battle or form
// (systems/index.js, loadSystem), never by the home screen's start.
import { ConquestScreen } from "./conquest.js";
import { setupView } from "./setup.js";
import { formStart } from "./common.js";

export const Screen = ConquestScreen;

export function setup({ pipeline, preset, onCreate, onCancel, fromLists }) {
  return fromLists(setupView({
    setup: preset, defaults: formStart.regiment, table: formStart.table, later: formStart.came, onCancel, pipeline,
    onCreate: (name, made) => onCreate(name, made),
  }));
}
