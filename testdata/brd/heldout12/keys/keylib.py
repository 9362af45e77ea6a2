# keylib.py: small helpers to write NAME.key.json and NAME.allowed.json in the held-out key format
# (testdata/brd/heldout/README.md). Each keys/NAME.py builds one document's key and allowed assets.
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.dirname(HERE)
DISPLAY = ["static", "animated", "html5"]

def R(field, severity, quote, params=None, scope=None, alt=None, optional=False, note=None, legacy=None):
    r = {"field": field, "severity": severity, "quote": quote}
    if alt: r["alt"] = alt if isinstance(alt, list) else [alt]
    if params: r["params"] = params
    if scope: r["scope"] = scope
    if legacy:
        r["extended"] = True
        r["legacyField"] = legacy
    if optional: r["optional"] = True
    if note: r["note"] = note
    return r

def C(*a, **k): return R(a[0], "critical", *a[1:], **k)
def W(*a, **k): return R(a[0], "warning", *a[1:], **k)

def write(name, style, rules, not_requirements, assets):
    key = {"document": name, "style": style, "not_requirements": not_requirements, "rules": rules}
    with open(os.path.join(OUT, name + ".key.json"), "w") as f:
        json.dump(key, f, ensure_ascii=False, indent=1); f.write("\n")
    with open(os.path.join(OUT, name + ".allowed.json"), "w") as f:
        json.dump({"document": name, "assets": assets}, f, ensure_ascii=False, indent=1); f.write("\n")
    req = sum(1 for r in rules if not r.get("optional"))
    print(f"{name}: {len(rules)} entries ({req} + {len(rules)-req}), {len(assets)} assets")
