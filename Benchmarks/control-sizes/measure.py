#!/usr/bin/env python3
"""Standard controls' sizes in alrepl against the frames Xcode stored in real
storyboards and xibs (issue 37, item 5).

    python3 Benchmarks/control-sizes/measure.py ALREPL FOLDER...

For every switch, slider, stepper, segmented control, page control, activity
indicator, progress view, system button and text field in the files, takes
the axes that no constraint of the file sizes (no width or height constraint,
no aspect ratio, not pinned at both ends, not in a stack view, which sizes its
views), declares the same control in alrepl (`control NAME KIND ...`, text
measured with Inter, `set root.font inter`) and compares alrepl's frame size
with the stored one. Prints one line per control and a count per kind.
"""
import json, os, subprocess, sys, tempfile
import xml.etree.ElementTree as ET

KINDS = {"switch", "slider", "stepper", "segmentedControl", "pageControl", "activityIndicatorView",
         "progressView", "button", "textField"}
LEAD = {"leading", "left", "leadingMargin", "leftMargin", "centerX", "centerXWithinMargins"}
TRAIL = {"trailing", "right", "trailingMargin", "rightMargin"}
TOP = {"top", "topMargin", "centerY", "centerYWithinMargins", "firstBaseline", "lastBaseline"}
BOTTOM = {"bottom", "bottomMargin"}


def constrained_axes(root, element):
    """(width, height): whether the file's constraints size each axis."""
    ident = element.get("id")
    own = element.find("constraints")
    own = list(own.findall("constraint")) if own is not None else []
    attrs = set()
    for c in root.iter("constraint"):
        # A constraint in the element's own list without a first item is the element's.
        first = c.get("firstItem") or (ident if c in own else None)
        second = c.get("secondItem")
        if first == ident and second == ident:
            attrs.add("aspect")
            continue
        if first == ident: attrs.add(c.get("firstAttribute"))
        if second == ident: attrs.add(c.get("secondAttribute"))
    width = "width" in attrs or "aspect" in attrs or bool(attrs & {"leading", "left", "leadingMargin", "leftMargin"} and attrs & TRAIL)
    height = "height" in attrs or "aspect" in attrs or bool(attrs & {"top", "topMargin"} and attrs & BOTTOM)
    return width, height


def in_stack(parents, element):
    p = parents.get(element)
    p = parents.get(p) if p is not None and p.tag == "subviews" else p
    return p is not None and p.tag == "stackView"


def command(element):
    """The alrepl declaration of the same control, or None when alrepl has no equal."""
    tag = element.tag
    if tag == "switch": return "switch"
    if tag == "slider": return "slider"
    if tag == "stepper": return "stepper"
    if tag == "progressView":
        return "progress" if element.get("progressViewStyle", "default") == "default" else None
    if tag == "activityIndicatorView":
        return "activity" if element.get("style", "gray") in ("gray", "white", "medium") else None
    if tag == "pageControl": return "pageControl %s" % element.get("numberOfPages", "3")
    if tag == "segmentedControl":
        titles = [s.get("title") for s in element.iter("segment")]
        if not titles or any(t is None or '"' in t for t in titles): return None
        return "segmented " + " ".join('"%s"' % t for t in titles)
    if tag == "button":
        # No buttonType in the file is a custom button, which sizes differently.
        if element.get("buttonType") not in ("roundedRect", "system"): return None
        if element.find("buttonConfiguration") is not None: return None
        font = element.find("fontDescription")
        if font is not None and not (font.get("type") == "system" and font.get("pointSize") == "15"): return None
        state = element.find("state[@key='normal']")
        title = state.get("title") if state is not None else None
        if not title or '"' in title or "\n" in title or state.get("image"): return None
        return 'button "%s"' % title
    if tag == "textField":
        if element.get("borderStyle") != "roundedRect": return None
        font = element.find("fontDescription")
        if font is not None and font.get("pointSize") not in (None, "14"): return None
        hint = element.get("placeholder") or ""
        if '"' in hint: return None
        return 'textField "%s"' % hint
    return None


def main():
    alrepl, folders = sys.argv[1], sys.argv[2:]
    rows = []
    for folder in folders:
        for name in sorted(os.listdir(folder)):
            if not name.endswith((".storyboard", ".xib")): continue
            try:
                root = ET.parse(os.path.join(folder, name)).getroot()
            except ET.ParseError:
                continue
            tools = root.get("toolsVersion", "?")
            parents = {c: p for p in root.iter() for c in p}
            for element in root.iter():
                if element.tag not in KINDS: continue
                frame = element.find("rect[@key='frame']")
                decl = command(element)
                if frame is None or decl is None or element.get("fixedFrame") == "YES": continue
                # A subclass may size itself its own way.
                if element.get("customClass") and element.tag == "button": continue
                if element.get("translatesAutoresizingMaskIntoConstraints") != "NO": continue
                w, h = constrained_axes(root, element)
                if in_stack(parents, element): w = h = True
                if w and h: continue
                rows.append((name, tools, element.tag, decl, float(frame.get("width")), float(frame.get("height")), w, h))
    script = ["set root.font inter"] + ["control c%d %s" % (i, r[3]) for i, r in enumerate(rows)]
    with tempfile.NamedTemporaryFile("w", suffix=".alrepl", delete=False) as f:
        f.write("\n".join(script) + "\n")
    out = subprocess.run([alrepl, "run", "--json", f.name], capture_output=True, text=True).stdout
    os.unlink(f.name)
    sizes = {}
    for line in out.splitlines():
        report = json.loads(line)
        for name, fr in (report.get("frames") or {}).items():
            sizes[name] = (fr["width"], fr["height"])
    per_kind = {}
    for i, (name, tools, tag, decl, sw, sh, w, h) in enumerate(rows):
        aw, ah = sizes.get("c%d" % i, (None, None))
        checks = []
        if not w: checks.append(("width", sw, aw))
        if not h: checks.append(("height", sh, ah))
        ok = all(a is not None and abs(a - s) < 0.5 for _, s, a in checks)
        kind = per_kind.setdefault(tag, [0, 0])
        kind[0] += ok
        kind[1] += 1
        detail = ", ".join("%s stored %g alrepl %s" % (axis, s, "?" if a is None else "%g" % a) for axis, s, a in checks)
        print("%-4s %-44s %-6s %-22s %-28s %s" % ("ok" if ok else "DIFF", name[:44], tools, tag, decl[:28], detail))
    print()
    for tag, (ok, n) in sorted(per_kind.items()):
        print("%-22s %d of %d match (within 0.5 pt on the axes the file leaves to the control)" % (tag, ok, n))


main()
