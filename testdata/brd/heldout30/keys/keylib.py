# keylib.py: writes NAME.key.json and NAME.allowed.json from the compact tables in keys/NAME.py
import json, os
def R(field, sev, quote, params=None, scope=None, optional=False, alt=None, note=None, ext=None):
    r = {"field": field, "severity": sev, "quote": quote}
    if alt: r["alt"] = alt if isinstance(alt, list) else [alt]
    if params: r["params"] = params
    if scope: r["scope"] = scope
    if optional: r["optional"] = True
    if ext: r["extended"] = True; r["legacyField"] = ext
    if note: r["note"] = note
    return r
def write(name, style, notreq, rules, assets):
    d = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    json.dump({"document": name, "style": style, "not_requirements": notreq, "rules": rules},
              open(os.path.join(d, name + ".key.json"), "w"), indent=1, ensure_ascii=False)
    json.dump({"document": name, "assets": assets}, open(os.path.join(d, name + ".allowed.json"), "w"), indent=1, ensure_ascii=False)
    print(name, len(rules), "entries", sum(1 for r in rules if not r.get("optional")), "required", len(assets), "assets")
