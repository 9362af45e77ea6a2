# check_allowed.py: evaluates every allowed asset (NAME.allowed.json) against the parametrised
# rules of NAME.key.json, honouring scope (kinds, sizes, part, platform, placement, channel,
# condition) and params.check. Prints FAIL for a critical rule an allowed asset fails (a key
# bug), WARN for an unexpected warning, PROBLEM for an allowed asset with a width but no height (or
# the reverse), whose dimensions rules cannot be checked. Run from /work/heldout: python3 tools/check_allowed.py
import json, glob, re, sys
VARIANTS = {"backup", "cutdown", "bumper", "mezzanine", "delivery"}  # heldout2: mezzanine/delivery files are variants of a spot
def applies(rule, a):
    sc = rule.get("scope", {})
    part = sc.get("part")
    apart = a.get("part")
    if part == "audio":
        if a.get("kind") not in ("video", "audio") or a.get("hasAudio") is False: return False
    elif part in VARIANTS:
        if part == "backup":
            if a.get("kind") != "static" or (apart and apart != "backup"): return False
        elif apart != part: return False
    elif part:
        if apart != part: return False
    else:
        if apart and apart not in VARIANTS: return False
    if "kinds" in sc and a.get("kind") not in sc["kinds"]: return False
    if "sizes" in sc:
        if f'{a.get("width")}x{a.get("height")}' not in sc["sizes"]: return False
    for k in ("platform", "placement", "channel"):
        if k in sc:
            av = a.get(k)
            if av is None: continue  # asset not tagged: be lenient
            if k == "placement" and str(av).lower().startswith(sc[k].lower()): continue
            if sc[k] != av: return False
    cond = sc.get("condition", "")
    if cond == "audio codec AAC" and a.get("audioCodec") != "aac": return False
    if cond == "format MP3" and a.get("format") != "MP3": return False
    if cond == "codec h264" and a.get("codec") != "h264": return False
    if cond.startswith("codec ") and a.get("codec") and a.get("codec") != cond[6:]: return False  # heldout2: any "codec X"
    if cond.startswith("channels ") and a.get("audioChannels") is not None and a["audioChannels"] != {"mono": 1, "stereo": 2}.get(cond[9:]): return False  # heldout3: per-layout loudness
    if cond == "music bed" and a.get("musicBed") is False: return False  # heldout3: "spots with music beds must be stereo"
    if cond.startswith("language ") and a.get("language") and a.get("language") != cond[9:]: return False  # heldout3: per-language limits (EN / FR)
    if cond.startswith("market ") and a.get("market"):  # heldout4: per-market limits ("market UK", "market EU", "market UK, ES or IT"); EU = DE, FR, ES, IT
        codes = set(re.findall(r"\b(UK|EU|DE|FR|ES|IT)\b", cond[7:]))
        if "EU" in codes: codes |= {"DE", "FR", "ES", "IT"}
        if a["market"] not in codes: return False
    return True
def num(x):
    try: return float(x)
    except: return None
def check(rule, a):
    f = rule["field"]; p = rule.get("params", {}); c = p.get("check")
    val = None
    if f == "dimensions":
        if c in ("trimSize",): val = a.get("trimMM")
        elif c in ("bleed",): val = a.get("bleedMM")
        elif c == "imageResolution": val = a.get("minImageDPI")
        elif "width" in a or "height" in a:
            if "width" not in a or "height" not in a: return None  # reported once per asset (missing_size)
            val = f'{a["width"]}x{a["height"]}'
        if val is None: return None
        if "allowed" in p and isinstance(val, str) and val not in p["allowed"]: return f"{val} not in {p['allowed']}"
        if "pattern" in p and not re.match(p["pattern"], val): return f"{val} !~ {p['pattern']}"
        if "minWidth" in p and "width" in a and a["width"] < p["minWidth"]: return "width"
        if "maxWidth" in p and "width" in a and a["width"] > p["maxWidth"]: return "maxwidth"
        if isinstance(val,(int,float)):
            if "min" in p and val < p["min"]: return f"{val}<{p['min']}"
            if "max" in p and val > p["max"]: return f"{val}>{p['max']}"
        return "ok"
    if f == "fileSize":
        m = {"initialLoad": "initialLoadKB", "subload": "subloadKB", "fileCount": "fileCount", "userInitiatedLoad": "userInitiatedLoadKB"}.get(c, "sizeKB")
        val = a.get(m)
        if val is None and c == "initialLoad": val = a.get("sizeKB")
        if val is None: return None
        if "max" in p and val > p["max"]: return f"{m}={val}>{p['max']}"
        if "min" in p and val < p["min"]: return f"{m}={val}<{p['min']}"
        return "ok"
    if f == "duration" or (f in ("brandGuidelines","safetyInfo") and c == "endCardDuration"):
        m = {"loopCount": "loops", "endCardDuration": "endCardS", "headTailSilence": "headTailSilenceS"}.get(c, "durationS")
        val = a.get(m)
        if val is None or a.get("kind") in ("static",) and m == "durationS": return None
        if "allowed" in p and str(val).rstrip('0').rstrip('.') not in p["allowed"] and str(val) not in p["allowed"]: return f"{m}={val} not in {p['allowed']}"
        if "excluded" in p and str(val) in p["excluded"]: return "excluded"
        if "min" in p and val < p["min"]: return f"{m}={val}<{p['min']}"
        if "max" in p and val > p["max"]: return f"{m}={val}>{p['max']}"
        return "ok"
    if f == "frameRate":
        val = a.get("fps")
        if val is None: return None
        if "allowed" in p and not any(abs(val - float(x)) < 0.01 for x in p["allowed"]): return f"fps {val} not in {p['allowed']}"
        if "excluded" in p and any(abs(val - float(x)) < 0.01 for x in p["excluded"]): return "excluded fps"
        if "min" in p and val < p["min"] - 0.001: return "fps<min"
        if "max" in p and val > p["max"] + 0.001: return "fps>max"
        if "max" in p and p.get("exclusive") and val >= p["max"] - 0.0001: return "fps>=max (exclusive)"
        return "ok"
    if f == "bitrate":
        m = "audioBitrateKbps" if c == "audioBitrate" else "videoBitrateKbps"
        val = a.get(m)
        if val is None: return None
        if "min" in p and val < p["min"]: return f"{m}={val}<{p['min']}"
        if "max" in p and val > p["max"]: return f"{m}={val}>{p['max']}"
        return "ok"
    if f == "codec" and c in ("videoCodec", "audioCodec", None) and "allowed" in p:
        m = "audioCodec" if c == "audioCodec" else "codec"
        val = a.get(m)
        if val is None: return None
        return "ok" if val in p["allowed"] else f"{m}={val} not in {p['allowed']}"
    if f == "codec" and c == "scanType":
        return "ok" if a.get("scan", "progressive") == "progressive" else "interlaced"
    if f == "format" and "allowed" in p:
        if c == "colorSpace": val = a.get("colorSpace")
        elif c == "totalInk": return None
        else: val = a.get("format")
        if val is None: return None
        return "ok" if val in p["allowed"] or (val=="ZIP" and "HTML5" in p["allowed"]) or (val=="HTML5" and "ZIP" in p["allowed"]) else f"format {val} not in {p['allowed']}"
    if f == "format" and c == "totalInk":
        return "ok" if a.get("totalInkPct", 0) <= p["max"] else "ink"
    if f == "sampleRate":
        val = a.get("sampleRateHz")
        if val is None: return None
        if "allowed" in p and str(val) not in p["allowed"]: return f"sr {val}"
        if "max" in p and (val > p["max"] or (p.get("exclusive") and val >= p["max"])): return f"sr {val} >= max"
        return "ok"
    if f == "audioChannels":
        val = a.get("audioChannels")
        if val is None: return None
        return "ok" if p.get("min", 0) <= val <= p.get("max", 99) else "channels"
    if f == "audioLoudness":
        val = a.get("loudnessLUFS")
        if val is None: return None
        if "min" in p and val < p["min"]: return "lufs<min"
        if "max" in p and val > p["max"]: return "lufs>max"
        if "target" in p and abs(val - p["target"]) > 2: return "lufs far from target"
        return "ok"
    if f == "audioTruePeak":
        val = a.get("truePeakDBTP")
        if val is None: return None
        return "ok" if val <= p["max"] else "tp"
    if f == "characterCount":
        t = a.get("text", {}).get(c)
        if t is None: return None
        n = len(t.split()) if p.get("unit") == "words" else len(t)  # heldout3: word counts
        if "max" in p and n > p["max"]: return f"{c} {n}>{p['max']}"
        if "min" in p and n < p["min"]: return f"{c} {n}<{p['min']}"
        return "ok"
    if f == "naming":
        if a.get("namingExempt"): return None
        return "ok" if re.match(p["pattern"], a["file"]) else f"name {a['file']} !~ {p['pattern']}"
    return None
def missing_size(a):
    """An asset that gives one of width and height without the other: a problem of the allowed file."""
    if ("width" in a) == ("height" in a): return None
    return "a width but no height" if "width" in a else "a height but no width"
tot = 0
for key in sorted(glob.glob("./*.key.json")):
    name = key.split("/")[-1][:-9]
    rules = json.load(open(key))["rules"]
    assets = json.load(open(key.replace(".key.json", ".allowed.json")))["assets"]
    for a in assets:
        if (why := missing_size(a)):
            tot += 1
            print(f"PROBLEM {name}: {a.get('file', '?')} :: has {why}: its dimensions rules are not checked")
        for r in rules:
            if not r.get("params"): continue
            if not applies(r, a): continue
            res = check(r, a)
            if res not in (None, "ok"):
                sev = r["severity"]
                exp = any(w in (r["quote"],) for w in a.get("expectWarnings", []))
                tag = "expected-warning" if (sev != "critical" and exp) else ("WARN" if sev != "critical" else "FAIL")
                if tag != "expected-warning": tot += 1
                print(f"{tag} {name}: {a['file']} :: {r['field']} '{r['quote'][:50]}' :: {res}")
print("problems", tot)
