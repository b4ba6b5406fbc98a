// Every language's catalogue has every message of en.ftl (and none more), and each
// formats without errors in its language for sample args: counts 0, 1, 2, 5, 22; a name;
// each selector key.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { parse, Visitor } from "@fluent/syntax";
import { FluentBundle, FluentResource } from "@fluent/bundle";

const CODES = ["de", "fr", "es", "it", "pl"];
const read = (code) => readFileSync(new URL(`../../web/i18n/${code}.ftl`, import.meta.url), "utf8");
const entries = (text) => parse(text, {}).body.filter((e) => e.type === "Message" || e.type === "Term");
const key = (e) => (e.type === "Term" ? "-" : "") + e.id.name;

class Args extends Visitor {
  constructor() { super(); this.args = new Map(); }
  note(name, kind, value) {
    const a = this.args.get(name) ?? { number: false, keys: new Set() };
    if (kind === "number") a.number = true;
    if (kind === "key") a.keys.add(value);
    this.args.set(name, a);
  }
  visitVariableReference(node) { this.note(node.id.name); }
  visitFunctionReference(node) {
    if (node.id.name === "NUMBER") for (const p of node.arguments.positional)
      if (p.type === "VariableReference") this.note(p.id.name, "number");
    this.genericVisit(node);
  }
  visitSelectExpression(node) {
    if (node.selector.type === "VariableReference") for (const v of node.variants) {
      if (v.key.type === "NumberLiteral") this.note(node.selector.id.name, "number");
      else if (["one", "few", "many", "other", "zero", "two"].includes(v.key.name)) this.note(node.selector.id.name, "number");
      else this.note(node.selector.id.name, "key", v.key.name);
    }
    this.genericVisit(node);
  }
}

const en = entries(read("en"));

for (const CODE of CODES) {
  const mine = entries(read(CODE));

  test(`${CODE}.ftl has every id of en.ftl and none more`, () => {
    const have = new Set(mine.map(key)), want = new Set(en.map(key));
    assert.deepEqual([...want].filter((k) => !have.has(k)), []);
    assert.deepEqual([...have].filter((k) => !want.has(k)), []);
  });

  test(`every ${CODE} message formats without errors for sample args`, () => {
    const bundle = new FluentBundle(CODE, { useIsolating: false });
    assert.deepEqual(bundle.addResource(new FluentResource(read(CODE))), []);
    const failures = [];
    for (const e of en.filter((x) => x.type === "Message")) {
      const v = new Args(); v.visit(e); const mv = new Args(); mv.visit(mine.find((m) => key(m) === key(e)) ?? e);
      for (const [n, a] of mv.args) { const b = v.args.get(n) ?? { number: false, keys: new Set() }; b.number ||= a.number; a.keys.forEach((k) => b.keys.add(k)); v.args.set(n, b); }
      const samples = [];
      for (const n of [0, 1, 2, 5, 22]) samples.push(Object.fromEntries([...v.args].map(([k, a]) => [k, a.number ? n : "Aldric"])));
      for (const [k, a] of v.args) for (const kv of a.keys) samples.push({ ...samples[1], [k]: kv });
      const msg = bundle.getMessage(e.id.name);
      if (!msg) { failures.push(`${e.id.name}: missing`); continue; }
      for (const args of samples) {
        const errors = [];
        if (msg.value) bundle.formatPattern(msg.value, args, errors);
        for (const attr of Object.values(msg.attributes)) bundle.formatPattern(attr, args, errors);
        if (errors.length) failures.push(`${e.id.name} ${JSON.stringify(args)}: ${errors.map(String).join("; ")}`);
      }
    }
    assert.deepEqual(failures, []);
  });

}

test("Polish: a wound's cap in Health Points takes the count's form (1, 2, 5)", () => {
  const bundle = new FluentBundle("pl", { useIsolating: false });
  bundle.addResource(new FluentResource(read("pl")));
  const said = (hp) => bundle.formatPattern(bundle.getMessage("ninth-wounds-capped").value, { parts: "X", hp });
  assert.deepEqual([1, 2, 5].map(said), [
    "X: każda rana najwyżej 1 Punkt Życia jednego modelu, bez przelewania na drugi",
    "X: każda rana najwyżej 2 Punkty Życia jednego modelu, bez przelewania na drugi",
    "X: każda rana najwyżej 5 Punktów Życia jednego modelu, bez przelewania na drugi"]);
});
