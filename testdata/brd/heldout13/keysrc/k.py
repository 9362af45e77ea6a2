import json
def E(field, sev, quote, params=None, scope=None, alt=None, optional=False, note=None, extended=None, legacy=None):
    e = {"field": field, "severity": sev, "quote": quote}
    if alt: e["alt"] = alt
    if params is not None: e["params"] = params
    if scope: e["scope"] = scope
    if extended: e["extended"] = True; e["legacyField"] = legacy
    if optional: e["optional"] = True
    if note: e["note"] = note
    return e
def write(name, style, notreq, rules, assets):
    json.dump({"document": name, "style": style, "not_requirements": notreq, "rules": rules}, open(f"{name}.key.json", "w"), indent=1, ensure_ascii=False)
    json.dump({"document": name, "assets": assets}, open(f"{name}.allowed.json", "w"), indent=1, ensure_ascii=False)
    print(name, len(rules), "entries", sum(1 for r in rules if not r.get("optional")), "required", len(assets), "assets")
DSP = {"kinds": ["static", "animated", "html5"], "channel": "Display"}
