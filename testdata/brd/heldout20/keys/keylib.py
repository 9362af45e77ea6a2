"""Compact key writer for heldout20: each keys/NAME.py builds its rules and assets with R() and calls write()."""
import json, os
C, W = "critical", "warning"
def R(field, sev, quote, params=None, scope=None, alt=None, optional=False, note=None, extended=False, legacy=None):
    r = {"field": field, "severity": sev, "quote": quote}
    if alt: r["alt"] = alt
    if params: r["params"] = params
    if scope: r["scope"] = scope
    if optional: r["optional"] = True
    if extended:
        r["extended"] = True
        if legacy: r["legacyField"] = legacy
    if note: r["note"] = note
    return r
def write(name, style, not_requirements, rules, assets):
    here = os.path.dirname(os.path.abspath(__file__)) + "/.."
    with open(f"{here}/{name}.key.json", "w") as f:
        json.dump({"document": name, "style": style, "not_requirements": not_requirements, "rules": rules}, f, indent=1, ensure_ascii=False)
    with open(f"{here}/{name}.allowed.json", "w") as f:
        json.dump({"document": name, "assets": assets}, f, indent=1, ensure_ascii=False)
    req = sum(1 for r in rules if not r.get("optional"))
    print(f"{name}: {len(rules)} entries ({req} required + {len(rules)-req} optional), {len(assets)} assets")
