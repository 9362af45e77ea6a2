# keylib.py: writes NAME.key.json and NAME.allowed.json from compact Python tables.
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
def R(field, sev, quote, params=None, scope=None, alt=None, optional=False, note=None, extended=False, legacy=None):
    r = {"field": field, "severity": sev, "quote": quote}
    if alt: r["alt"] = alt
    if params: r["params"] = params
    if scope: r["scope"] = scope
    if optional: r["optional"] = True
    if extended:
        r["extended"] = True
        r["legacyField"] = legacy or field
    if note: r["note"] = note
    return r
def write(name, style, rules, not_requirements, assets):
    out = os.path.join(HERE, "..")
    json.dump({"document": name, "style": style, "not_requirements": not_requirements, "rules": rules},
              open(os.path.join(out, name + ".key.json"), "w"), indent=1, ensure_ascii=False)
    json.dump({"document": name, "assets": assets}, open(os.path.join(out, name + ".allowed.json"), "w"), indent=1, ensure_ascii=False)
    req = sum(1 for r in rules if not r.get("optional"))
    print(name, len(rules), "entries", req, "required", len(rules) - req, "optional", len(assets), "assets")
