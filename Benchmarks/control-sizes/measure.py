#!/usr/bin/env python3
"""Standard controls' sizes in alrepl against the frames Xcode stored in real
storyboards and xibs (issue 37, item 5).

    python3 Benchmarks/control-sizes/measure.py ALREPL FOLDER...

For every switch, slider, stepper, segmented control, page control, activity
indicator, progress view, button and text field in the files, takes the axes
that no constraint of the file sizes (no width or height constraint, no
aspect ratio, not pinned at both ends unless the control alone sizes the
container it is pinned in, not in a stack view, which sizes its views),
declares the same control in alrepl (`control NAME KIND ...`, text measured
with Inter, `set root.font inter`) and compares alrepl's frame size with the
stored one, within 0.5 point. Prints one line per control, a count per kind
and Xcode generation (from the file's toolsVersion), and the stored sizes of
the controls alrepl has no equal for (iOS 15 button configurations, large
activity indicators, text fields without a border or in other fonts, bar
progress views), so that what the model leaves out is measured too.
"""
import json, os, subprocess, sys, tempfile
import xml.etree.ElementTree as ET

KINDS = {"switch", "slider", "stepper", "segmentedControl", "pageControl", "activityIndicatorView",
         "progressView", "button", "textField"}
LEAD = {"leading", "left", "leadingMargin", "leftMargin"}
TRAIL = {"trailing", "right", "trailingMargin", "rightMargin"}
TOP = {"top", "topMargin"}
BOTTOM = {"bottom", "bottomMargin"}


def generation(tools):
    """The Xcode generation that saved a file, from its toolsVersion (15505 is
    Xcode 11, 18122 Xcode 12.5, 19162 Xcode 13.0, 24127 Xcode 26), named by
    the iOS SDK whose controls its canvas draws."""
    try:
        v = float(tools)
    except ValueError:
        return "?"
    if v < 15000: return "Xcode <=10 (iOS <=12)"
    if v < 19000: return "Xcode 11-12 (iOS 13-14)"
    if v < 24000: return "Xcode 13-16 (iOS 15-18)"
    return "Xcode 26 (iOS 26)"


class File:
    def __init__(self, root):
        self.root = root
        self.parents = {c: p for p in root.iter() for c in p}
        self.by_id = {e.get("id"): e for e in root.iter() if e.get("id")}
        self.constraints = []
        for c in root.iter("constraint"):
            holder = self.parents.get(self.parents.get(c))  # <constraints> inside the holding view
            # A constraint without a first item is its holder's.
            first = c.get("firstItem") or (holder.get("id") if holder is not None else None)
            self.constraints.append((c, first, c.get("secondItem")))

    def superview(self, element):
        p = self.parents.get(element)
        return self.parents.get(p) if p is not None and p.tag == "subviews" else None

    def attributes(self, ident):
        """Every attribute of `ident` that a constraint names, with the other item of each."""
        out = []
        for c, first, second in self.constraints:
            if first == ident and second == ident:
                out.append(("aspect", None))
                continue
            if first == ident: out.append((c.get("firstAttribute"), second, c))
            if second == ident: out.append((c.get("secondAttribute"), first, c))
        return out

    def sized(self, element, axis, depth=0):
        """Whether the file's constraints (or a stack view) fix `element`'s size
        on `axis` ("width" or "height"), rather than its content."""
        if depth > 6: return True
        ident = element.get("id")
        sup = self.superview(element)
        # A top-level view (a controller's, a xib's) is as large as the file says.
        if sup is None: return True
        if sup is not None and sup.tag == "stackView": return True
        # Pins to its own subviews size a container from inside, not from outside.
        inside = {e.get("id") for e in element.iter() if e is not element and e.get("id")}
        attrs = [a for a in self.attributes(ident) if a[1] not in inside]
        names = {a[0] for a in attrs}
        if axis in names or "aspect" in names: return True
        lead, trail = (LEAD, TRAIL) if axis == "width" else (TOP, BOTTOM)
        starts = [a for a in attrs if a[0] in lead]
        ends = [a for a in attrs if a[0] in trail]
        if not (starts and ends): return False
        if self.chain_leaves_size(element, axis): return False
        # Pinned at both ends: still its own size when both pins are to a
        # plain superview that nothing else sizes on this axis, so that the
        # control sizes its container (a stepper in a wrapper view).
        sid = sup.get("id") if sup is not None else None
        if sup is None or sup.tag not in ("view",): return True
        if any(a[1] != sid for a in starts + ends): return True
        if any(a[2].get("relation") not in (None, "equal") for a in starts + ends): return True
        if self.sized(sup, axis, depth + 1): return True
        for other in (sup.find("subviews") or []):
            if other is element: continue
            o = {a[0] for a in self.attributes(other.get("id")) if a[1] == sid}
            if o & lead and o & trail: return True
        return False


    def chain_leaves_size(self, element, axis):
        """Whether a row (or column) of siblings pinned end to end leaves
        `element` its own size: the row's far end is pinned to nothing, or
        a view in the row hugs less than `element` and takes the slack."""
        lead, trail = (LEAD, TRAIL) if axis == "width" else (TOP, BOTTOM)
        key = "horizontalHuggingPriority" if axis == "width" else "verticalHuggingPriority"
        hug = float(element.get(key, 250))
        sup = self.superview(element)
        sid = sup.get("id") if sup is not None else None
        for side, other_side in ((trail, lead), (lead, trail)):
            current, seen, open_end = element, {element.get("id")}, False
            for _ in range(12):
                pins = [a for a in self.attributes(current.get("id")) if a[0] in side and a[1] != sid]
                closed = [a for a in self.attributes(current.get("id")) if a[0] in side and a[1] == sid]
                if closed: break
                if not pins:
                    open_end = True
                    break
                nxt = self.by_id.get(pins[0][1])
                if nxt is None or nxt.get("id") in seen or self.superview(nxt) is not sup: break
                if any(a[2].get("relation") not in (None, "equal") for a in pins): break
                seen.add(nxt.get("id"))
                if float(nxt.get(key, 250)) < hug and not self.fixed(nxt, axis): return True
                current = nxt
            if open_end: return True
        return False

    def fixed(self, element, axis):
        """Whether a constraint gives `element` a size of its own on `axis`."""
        return any(a[0] in (axis, "aspect") for a in self.attributes(element.get("id")))


def font_size(element, default):
    font = element.find("fontDescription")
    if font is None: return default
    size = font.get("pointSize")
    return float(size) if size else None


def command(element):
    """(alrepl declaration, None) for a control alrepl has an equal for, or
    (None, why) for one it has none for (its stored size is still reported)."""
    tag = element.tag
    if tag == "switch": return "switch", None
    if tag == "slider": return "slider", None
    if tag == "stepper": return "stepper", None
    if tag == "progressView":
        style = element.get("progressViewStyle", "default")
        return ("progress", None) if style == "default" else (None, "progress view, %s style" % style)
    if tag == "activityIndicatorView":
        style = element.get("style", "gray")
        return ("activity", None) if style in ("gray", "white", "medium") else (None, "activity indicator, %s" % style)
    if tag == "pageControl": return "pageControl %s" % element.get("numberOfPages", "3"), None
    if tag == "segmentedControl":
        titles = [s.get("title") for s in element.iter("segment")]
        if not titles or any(t is None or '"' in t for t in titles): return None, "segmented control with image segments"
        return "segmented " + " ".join('"%s"' % t for t in titles), None
    if tag == "button":
        if element.find("buttonConfiguration") is not None:
            style = element.find("buttonConfiguration").get("style", "plain")
            return None, "button, iOS 15 configuration (%s)" % style
        # No buttonType in the file is a custom button, which sizes differently.
        if element.get("buttonType") not in ("roundedRect", "system"): return None, "button, %s type" % element.get("buttonType", "custom")
        if font_size(element, 15) != 15: return None, "system button, other font"
        state = element.find("state[@key='normal']")
        title = state.get("title") if state is not None else None
        if state is not None and state.get("image"): return None, "system button with an image"
        if not title or '"' in title or "\n" in title: return None, "system button without a plain title"
        return 'button "%s"' % title, None
    if tag == "textField":
        border = element.get("borderStyle", "none")
        size = font_size(element, 14)
        if border != "roundedRect": return None, "text field, border %s, %s pt" % (border, size)
        if size != 14: return None, "text field, rounded, %s pt" % size
        hint = element.get("placeholder") or ""
        if '"' in hint: return None, "text field with quotes"
        return 'textField "%s"' % hint, None
    return None, "?"


def main():
    alrepl, folders = sys.argv[1], sys.argv[2:]
    rows, others = [], []
    for folder in folders:
        for name in sorted(os.listdir(folder)):
            if not name.endswith((".storyboard", ".xib")): continue
            try:
                root = ET.parse(os.path.join(folder, name)).getroot()
            except ET.ParseError:
                continue
            tools = root.get("toolsVersion", "?")
            f = File(root)
            for element in root.iter():
                if element.tag not in KINDS: continue
                frame = element.find("rect[@key='frame']")
                if frame is None or element.get("fixedFrame") == "YES": continue
                if element.get("translatesAutoresizingMaskIntoConstraints") != "NO": continue
                # A subclass may size itself its own way.
                if element.get("customClass"): continue
                w, h = f.sized(element, "width"), f.sized(element, "height")
                if w and h: continue
                decl, why = command(element)
                size = (float(frame.get("width")), float(frame.get("height")))
                if decl is None:
                    others.append((why, tools, name, size, w, h))
                    continue
                rows.append((name, tools, element.tag, decl) + size + (w, h))
    script = ["set root.font inter"] + ["control c%d %s" % (i, r[3]) for i, r in enumerate(rows)]
    with tempfile.NamedTemporaryFile("w", suffix=".alrepl", delete=False) as tmp:
        tmp.write("\n".join(script) + "\n")
    out = subprocess.run([alrepl, "run", "--json", tmp.name], capture_output=True, text=True).stdout
    os.unlink(tmp.name)
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
        kind = per_kind.setdefault((tag, generation(tools)), [0, 0])
        kind[0] += ok
        kind[1] += 1
        detail = ", ".join("%s stored %g alrepl %s" % (axis, s, "?" if a is None else "%g" % a) for axis, s, a in checks)
        print("%-4s %-40s %-7s %-20s %-28s %s" % ("ok" if ok else "DIFF", name[:40], tools, tag, decl[:28], detail))
    print()
    for (tag, gen), (ok, n) in sorted(per_kind.items()):
        print("%-22s %-25s %d of %d match (within 0.5 pt on the axes the file leaves to the control)" % (tag, gen, ok, n))
    print()
    print("No alrepl equal (stored size on the axes the file leaves to the control):")
    for why, tools, name, (sw, sh), w, h in sorted(others):
        axes = ", ".join(s for s in ("width %g" % sw if not w else "", "height %g" % sh if not h else "") if s)
        print("  %-45s %-25s %-40s %s" % (why[:45], generation(tools), name[:40], axes))


main()
