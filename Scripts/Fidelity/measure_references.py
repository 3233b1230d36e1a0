"""Measures the official reference screenshots of the NHS App cards (issue 20).

Every length is first measured in pixels, then divided by the screenshot's scale (pixels per
point). The scale is not taken on trust: the files are not all 2x. The campaign screenshots are
2x (their photo is 180 pt, 360 px, as the prototype's). The outlined card's 2 pt border
(`borderWidth: 2`, the spec's example) is about 3.25 px, so the card-style screenshots were
scaled down to about 1.63 px/pt; the profile screenshots' chevron and corner radius are about
0.92 of the campaign card's, so they were scaled to about 1.84 px/pt (see SCALES).

Measured, for every screenshot:

- the card's frame: the box of every pixel that differs from the screen background (the
  top-left pixel's colour);
- the corner radius: a circle fitted to the antialiased edge of the bottom-trailing corner (the
  real corners are continuous, so a circle fits about 4 % large);
- the icon circle (profile cards): the box of its white pixels, and its glyph's box;
- the chevron: its box, its vertical centre and the gap from its trailing edge to the card's;
- every text line: its ink box (leading edge, width), its baseline and cap top (the first glyph
  of a line that starts with a capital or a digit), so its cap height;
- the paddings: from the card's (or panel's) edges to the first line's cap top, the last line's
  baseline and the text's leading edge.

Each text's point size is then inferred twice: from its cap height (Frutiger's cap height per em,
calibrated on the campaign card's title and subtitle, which are 22 pt bold and 17 pt), and from
its width (Open Sans' width of the same string, divided by the face ratio README's typeface table
measured: bold 263/243, regular 243/241.5).

Usage: python measure_references.py SCREENSHOT_DIR OUT_JSON
"""

import json
import math
import os
import sys

import numpy as np
from PIL import Image, ImageFont

# What each screenshot shows: the texts in reading order (the components' own strings), their
# weight and role, the size class of the screen it was taken on, and whether the card has an
# icon circle or a chevron. The fidelity test lays our card out on a screen as wide as the
# screenshot in points (`imageWidth` in the output).
REFERENCES = [
    {"file": "campaign-card.png", "component": "CampaignCard", "scenario": "spec-example",
     "sizeClass": "compact", "panel": True, "icon": False, "chevron": True,
     "lines": [("Organ donors save lives", "bold", "title"),
               ("Take 2 minutes to confirm your", "regular", "subtitle"),
               ("organ donation decision", "regular", "subtitle")]},
    {"file": "campaign-card-ipad.png", "component": "CampaignCard", "scenario": "spec-example",
     "sizeClass": "regular", "panel": True, "icon": False, "chevron": True,
     "lineBreaks": "not compared: the real subtitle wraps within 298-368 pt of the 411 pt the panel "
                   "leaves beside the chevron; what narrows it is not known, so it is not copied",
     "lines": [("Organ donors save lives", "bold", "title"),
               ("Take 2 minutes to confirm your organ", "regular", "subtitle"),
               ("donation decision", "regular", "subtitle")]},
    {"file": "profile-card.png", "component": "ProfileCard", "scenario": "spec-own-profile",
     "sizeClass": "compact", "icon": True, "chevron": True,
     "lines": [("Kevin Francis", "bold", "name"),
               ("NHS number: 485 777 3456", "mixed", "number")]},
    {"file": "profile-card-switched.png", "component": "ProfileCard", "scenario": "spec-acting-for",
     "sizeClass": "compact", "icon": True, "chevron": True,
     "lines": [("Acting for", "bold", "label"),
               ("Sharon Francis-Williams", "bold", "name"),
               ("Manage another person's profile", "regular", "supporting")]},
    {"file": "profile-card-compact.png", "component": "ProfileCard", "scenario": "spec-compact",
     "sizeClass": "compact", "icon": True, "chevron": True,
     "lines": [("Acting for Sharon Francis-Williams", "bold", "name"),
               ("Manage another person's profile", "regular", "supporting")]},
    {"file": "card-style.png", "component": "CardStyle", "scenario": "default",
     "sizeClass": "compact", "icon": False, "chevron": False,
     "lines": [("Card title", "bold", "headline"),
               ("Some supporting body text inside a card.", "regular", "body")]},
    {"file": "card-style-outline.png", "component": "CardStyle", "scenario": "outlined",
     "sizeClass": "compact", "icon": False, "chevron": False, "border": True,
     # the spec's example sets no font: the real card draws it in the system face (SF)
     "lines": [("Card with a border", "regular", "body", "system")]},
]

# How each screenshot's scale is found (pixels per point).
SCALES = {
    "campaign-card.png": {"method": "given", "value": 2.0,
                          "why": "2x: the photo is 180 pt (360 px), the prototype's height"},
    "campaign-card-ipad.png": {"method": "given", "value": 2.0,
                               "why": "2x: the photo is 180 pt (360 px) tall and 40 % of the card"},
    "card-style-outline.png": {"method": "border", "points": 2.0,
                               "why": "the spec example's borderWidth: 2 measures about 3.25 px"},
    "card-style.png": {"method": "same-as", "file": "card-style-outline.png",
                       "why": "the same page and capture as the outlined card (no border of its own)"},
    "profile-card.png": {"method": "like-campaign",
                         "why": "chevron height and corner radius, against the campaign card's at 2x"},
    "profile-card-switched.png": {"method": "like-campaign",
                                  "why": "chevron height and corner radius, against the campaign card's at 2x"},
    "profile-card-compact.png": {"method": "like-campaign",
                                 "why": "chevron height and corner radius, against the campaign card's at 2x"},
}

CALIBRATION = {"file": "campaign-card.png", "sizes": {"bold": 22.0, "regular": 17.0}}
FACE_WIDTH_RATIO = {"bold": 263.0 / 243.0, "regular": 243.0 / 241.5}
OPEN_SANS = {"regular": "OpenSans-Regular.ttf", "bold": "OpenSans-Bold.ttf"}
FONT_FOLDERS = ["/usr/share/fonts", "/usr/local/share/fonts"]  # where the raster looks too (FontFiles.swift)

BACKGROUND_THRESHOLD = 12  # sum of |RGB| differences that counts as "not the screen background"
INK_THRESHOLD = 0.35       # coverage (0-1, fill to strongest ink) that counts as ink
EDGE_GUARD_PX = 4          # pixels inside the card's outline where nothing is taken as content
BORDER_GUARD_PX = 7        # the same for the outlined card, past its border


def load(path):
    return np.asarray(Image.open(path).convert("RGB")).astype(np.float64)


def dominant_colour(region):
    flat = region.reshape(-1, 3).round().astype(int)
    values, counts = np.unique(flat, axis=0, return_counts=True)
    return values[np.argmax(counts)].astype(np.float64)


def coverage(values, background, fill):
    """How far each colour lies from `background` towards `fill`, 0-1, along their difference."""
    axis = fill - background
    return np.clip(((values - background) @ axis) / (axis @ axis), 0, 1)


def runs(mask, min_gap):
    """[start, end) ranges where mask is true; runs fewer than min_gap falses apart are joined."""
    out, start, end, gap = [], None, 0, 0
    for i, v in enumerate(mask):
        if v:
            start = i if start is None else start
            end, gap = i + 1, 0
        elif start is not None:
            gap += 1
            if gap >= min_gap:
                out.append((start, end))
                start = None
    if start is not None:
        out.append((start, end))
    return out


def extent(profile):
    """Subpixel length of the ink in a 0-1 profile: whole pixels between the first and last
    inked ones, plus the ends' coverage."""
    idx = np.nonzero(profile > INK_THRESHOLD)[0]
    first, last = int(idx[0]), int(idx[-1])
    start = first - (float(profile[first - 1]) if first > 0 else 0)
    stop = last + 1 + (float(profile[last + 1]) if last + 1 < len(profile) else 0)
    return start, stop


def corner_radius(pixels, box, background, fill):
    """Fits a circle to the bottom-trailing corner's antialiased edge; the radius in pixels."""
    flipped = pixels[::-1, ::-1]
    h, w = pixels.shape[:2]
    x0, y0 = w - box[2], h - box[3]
    span = min(90, (box[3] - box[1]) // 2, (box[2] - box[0]) // 2)
    points = []
    for y in range(y0, y0 + span):
        cover = coverage(flipped[y, x0:x0 + span], background, fill)
        above = np.nonzero(cover >= 0.5)[0]
        if len(above) == 0:
            continue
        i = int(above[0])  # the edge: where the coverage first reaches one half, interpolated
        edge = i if i == 0 else i - 1 + (0.5 - cover[i - 1]) / (cover[i] - cover[i - 1]) + 0.5
        if 0.3 < edge < span - 1:
            points.append((x0 + edge, y + 0.5))
    best = None
    for r10 in range(20, span * 10):
        r = r10 / 10
        curved = [(x, y) for x, y in points if y < y0 + r]
        if len(curved) < 4:
            continue
        err = sum((math.hypot(x - (x0 + r), y - (y0 + r)) - r) ** 2 for x, y in curved) / len(curved)
        if best is None or err < best[0]:
            best = (err, r)
    return best[1] if best else None


def rounded_rect_mask(height, width, radius, inset):
    """True inside a height x width rectangle with corners of `radius`, inset by `inset` pixels."""
    ys, xs = np.mgrid[0:height, 0:width] + 0.5
    r = max(radius - inset, 0)
    dx = np.maximum(np.maximum(inset + r - xs, xs - (width - inset - r)), 0)
    dy = np.maximum(np.maximum(inset + r - ys, ys - (height - inset - r)), 0)
    box = (xs > inset) & (xs < width - inset) & (ys > inset) & (ys < height - inset)
    return box & (dx * dx + dy * dy <= r * r)


def measure_pixels(reference, directory):
    """Every measurement of one screenshot, in pixels of the file, relative to the card's box."""
    pixels = load(os.path.join(directory, reference["file"]))
    h, w = pixels.shape[:2]
    background = pixels[0, 0]
    unlike = np.abs(pixels - background).sum(axis=2) > BACKGROUND_THRESHOLD
    ys, xs = np.nonzero(unlike)
    x0, y0, x1, y1 = int(xs.min()), int(ys.min()), int(xs.max()) + 1, int(ys.max()) + 1
    card = pixels[y0:y1, x0:x1]
    m = {"imagePixels": [w, h], "card": [x0, y0, x1 - x0, y1 - y0], "margins": [x0, w - x1]}

    # The fill under the text: the campaign card's panel, else the card's commonest colour.
    if reference.get("panel"):
        fill = dominant_colour(card[-24:-8, card.shape[1] // 2:-40])
    else:
        fill = dominant_colour(card)
    edge_colour = pixels[y1 - 2, (x0 + x1) // 2] if reference.get("border") else dominant_colour(card[-12:-6, -80:-40])
    m["radius"] = corner_radius(pixels, (x0, y0, x1, y1), background, edge_colour)
    if reference.get("border"):
        # The border's thickness: the sum of its coverage across each side's middle (blurring
        # by resampling keeps the sum), with the most unlike pixel as full coverage.
        d = np.abs(pixels - background).sum(axis=2)
        mx, my = (x0 + x1) // 2, (y0 + y1) // 2
        sides = [d[y0:y0 + 12, mx], d[y1 - 12:y1, mx], d[my, x0:x0 + 12], d[my, x1 - 12:x1]]
        m["border"] = float(np.mean([side.sum() / side.max() for side in sides]))

    # The text region: below the photo (stacked) or right of it (side by side).
    region = [0, 0, x1 - x0, y1 - y0]  # x, y, width, height within the card
    if reference.get("panel"):
        near = np.abs(card - fill).sum(axis=2) < 24
        if reference["sizeClass"] == "regular":
            left = int(np.nonzero(near[card.shape[0] // 2])[0][0])
            m["photo"] = [left, card.shape[0]]
            region = [left, 0, card.shape[1] - left, card.shape[0]]
        else:
            top = int(np.nonzero(near[:, card.shape[1] // 2:].mean(axis=1) > 0.9)[0][0])
            m["photo"] = [card.shape[1], top]
            region = [0, top, card.shape[1], card.shape[0] - top]
    rx, ry, rw, rh = region
    inner = card[ry:ry + rh, rx:rx + rw]
    inside = rounded_rect_mask(card.shape[0], card.shape[1], m["radius"] or 0,
                               BORDER_GUARD_PX if reference.get("border") else EDGE_GUARD_PX)[ry:ry + rh, rx:rx + rw]
    distance = np.abs(inner - fill).sum(axis=2) * inside
    ink = np.clip(distance / np.percentile(distance[distance > 0], 99.5), 0, 1)

    if reference["icon"]:
        white = (np.abs(inner - 255.0).sum(axis=2) < 24) & inside
        white[:, 220:] = False  # the circle sits in the card's first 220 px (about 120 pt)
        wy, wx = np.nonzero(white)
        cx0, cx1, cy0, cy1 = wx.min(), wx.max() + 1, wy.min(), wy.max() + 1
        disc = inner[cy0:cy1, cx0:cx1]
        dark = np.abs(disc - 255.0).sum(axis=2) > 200
        gy, gx = np.nonzero(dark)
        rad = (cx1 - cx0) / 2
        keep = (gx + 0.5 - rad) ** 2 + (gy + 0.5 - (cy1 - cy0) / 2) ** 2 < (rad - 3) ** 2
        gy, gx = gy[keep], gx[keep]
        m["icon"] = {"box": [int(rx + cx0), int(ry + cy0), int(cx1 - cx0), int(cy1 - cy0)],
                     "glyph": [int(gx.max() + 1 - gx.min()), int(gy.max() + 1 - gy.min())]}
        ink[:, :cx1 + 2] = 0

    blocks = runs(ink.max(axis=0) > INK_THRESHOLD, 14)
    chevron = blocks[-1] if reference["chevron"] else None
    text_blocks = [b for b in blocks if b is not chevron]
    tc0, tc1 = text_blocks[0][0], text_blocks[-1][1]
    if chevron:
        sub = ink[:, chevron[0]:chevron[1]]
        cy_a, cy_b = extent(sub.max(axis=1))
        cx_a, cx_b = extent(sub.max(axis=0))
        m["chevron"] = {"box": [rx + chevron[0] + cx_a, ry + cy_a, cx_b - cx_a, cy_b - cy_a],
                        "trailingGap": card.shape[1] - (rx + chevron[0] + cx_b)}

    text = ink[:, tc0:tc1]
    bands = runs(text.max(axis=1) > INK_THRESHOLD, 2)
    if len(bands) != len(reference["lines"]):
        raise SystemExit("%s: found %d text lines, expected %d" % (reference["file"], len(bands), len(reference["lines"])))
    lines = []
    for (r0, r1), spec in zip(bands, reference["lines"]):
        band = text[r0:r1]
        cols = band.max(axis=0)
        a, b = extent(cols)
        glyph = runs(cols > INK_THRESHOLD, 1)[0]
        top, bottom = extent(band[:, glyph[0]:glyph[1]].max(axis=1))
        line = {"text": spec[0], "weight": spec[1], "role": spec[2],
                "face": spec[3] if len(spec) > 3 else "frutiger",
                "leading": rx + tc0 + a, "width": b - a, "baseline": ry + r0 + bottom}
        if spec[0][0].isupper() or spec[0][0].isdigit():
            line["capTop"] = ry + r0 + top
        lines.append(line)
    m["lines"] = lines
    m["region"] = region
    return m


def scale_of(reference, pixels_by_file):
    rule = SCALES[reference["file"]]
    m = pixels_by_file[reference["file"]]
    if rule["method"] == "given":
        return rule["value"], {}
    if rule["method"] == "border":
        return m["border"] / rule["points"], {"borderPixels": round(m["border"], 2)}
    if rule["method"] == "same-as":
        return scale_of(next(r for r in REFERENCES if r["file"] == rule["file"]), pixels_by_file)[0], {}
    campaign = pixels_by_file["campaign-card.png"]
    by_chevron = m["chevron"]["box"][3] / campaign["chevron"]["box"][3] * 2.0
    by_radius = m["radius"] / campaign["radius"] * 2.0
    return (by_chevron + by_radius) / 2, {"byChevron": round(by_chevron, 3), "byRadius": round(by_radius, 3)}


def open_sans_width(text, weight):
    """Width of `text` in Open Sans at 1 pt."""
    font = ImageFont.truetype(font_file(OPEN_SANS["bold" if weight == "bold" else "regular"]), 1000)
    return font.getlength(text) / 1000.0


def font_file(name):
    """The path of a font file of the system's font folders (fonts-open-sans, Scripts/setup.sh)."""
    for folder in FONT_FOLDERS:
        for root, _, files in os.walk(folder):
            if name in files:
                return os.path.join(root, name)
    raise SystemExit("measure_references: %s is not in %s (run Scripts/setup.sh)" % (name, " or ".join(FONT_FOLDERS)))


def frutiger_width_per_point(text, weight):
    """Frutiger's estimated width of `text` at 1 pt; "mixed" is the bold "NHS number:" + the rest."""
    if weight == "mixed":
        label, rest = text.split(":", 1)
        return frutiger_width_per_point(label + ":", "bold") + frutiger_width_per_point(rest, "regular")
    return open_sans_width(text, weight) / FACE_WIDTH_RATIO[weight]


def to_points(reference, m, scale, scale_detail):
    r = lambda v: round(v / scale, 2)  # noqa: E731
    x0, y0, cw, ch = m["card"]
    out = {
        "file": reference["file"], "component": reference["component"], "scenario": reference["scenario"],
        "sizeClass": reference["sizeClass"],
        "lineBreaks": reference.get("lineBreaks", "compared"),
        "scale": round(scale, 3), "scaleMethod": SCALES[reference["file"]]["why"], "scaleDetail": scale_detail,
        "imageWidth": r(m["imagePixels"][0]),
        "card": {"width": r(cw), "height": r(ch)},
        "margins": {"leading": r(m["margins"][0]), "trailing": r(m["margins"][1])},
        "cornerRadius": r(m["radius"]) if m["radius"] else None,
    }
    if "border" in m:
        out["borderWidth"] = r(m["border"])
    if "photo" in m:
        out["photo"] = {"width": r(m["photo"][0]), "height": r(m["photo"][1])}
    if "icon" in m:
        bx, by, bw, bh = m["icon"]["box"]
        out["icon"] = {"diameter": r((bw + bh) / 2), "leading": r(bx), "centreY": r(by + bh / 2),
                       "glyph": {"width": r(m["icon"]["glyph"][0]), "height": r(m["icon"]["glyph"][1])}}
    if "chevron" in m:
        bx, by, bw, bh = m["chevron"]["box"]
        out["chevron"] = {"width": r(bw), "height": r(bh), "centreY": r(by + bh / 2),
                          "trailingGap": r(m["chevron"]["trailingGap"])}
    lines = []
    for line in m["lines"]:
        entry = {k: line[k] for k in ("text", "weight", "role", "face")}
        entry.update({"leading": r(line["leading"]), "width": r(line["width"]), "baseline": r(line["baseline"])})
        if "capTop" in line:
            entry["capTop"] = r(line["capTop"])
            entry["capHeight"] = r(line["baseline"] - line["capTop"])
        lines.append(entry)
    out["lines"] = lines
    rx, ry, rw, rh = m["region"]
    first, last = m["lines"][0], m["lines"][-1]
    out["padding"] = {"toFirstCapTop": r(first["capTop"] - ry), "lastBaselineToBottom": r(ry + rh - last["baseline"]),
                      "toTextLeading": r(min(l["leading"] for l in m["lines"]) - rx)}
    return out


def infer_sizes(results):
    """Adds each line's point size, from its cap height and from its width."""
    calibration = next(r for r in results if r["file"] == CALIBRATION["file"])
    cap_per_pt = {}
    for weight, size in CALIBRATION["sizes"].items():
        caps = [l["capHeight"] for l in calibration["lines"] if l["weight"] == weight and "capHeight" in l]
        cap_per_pt[weight] = sum(caps) / len(caps) / size
    for result in results:
        for line in result["lines"]:
            inferred = {}
            if "capHeight" in line and line["face"] == "frutiger":
                inferred["fromCapHeight"] = round(line["capHeight"] / cap_per_pt["regular" if line["weight"] == "regular" else "bold"], 2)
            if line["face"] == "frutiger":
                inferred["fromWidth"] = round(line["width"] / frutiger_width_per_point(line["text"], line["weight"]), 2)
            line["inferredSize"] = inferred
    return {"file": CALIBRATION["file"], "sizes": CALIBRATION["sizes"],
            "capHeightPerPoint": {k: round(v, 4) for k, v in cap_per_pt.items()},
            "faceWidthRatio": {k: round(v, 4) for k, v in FACE_WIDTH_RATIO.items()}}


def main():
    if len(sys.argv) != 3:
        raise SystemExit("usage: measure_references.py SCREENSHOT_DIR OUT_JSON")
    directory, out_path = sys.argv[1], sys.argv[2]
    for reference in REFERENCES:
        if not os.path.isfile(os.path.join(directory, reference["file"])):
            raise SystemExit("measure_references: %s is missing from %s" % (reference["file"], directory))
    pixels = {ref["file"]: measure_pixels(ref, directory) for ref in REFERENCES}
    results = []
    for reference in REFERENCES:
        scale, detail = scale_of(reference, pixels)
        results.append(to_points(reference, pixels[reference["file"]], scale, detail))
    calibration = infer_sizes(results)
    document = {"method": __doc__.split("Usage:")[0].strip(), "calibration": calibration, "references": results}
    tmp = out_path + ".tmp"
    with open(tmp, "w") as handle:
        handle.write(json.dumps(document, indent=2, sort_keys=True) + "\n")
    os.replace(tmp, out_path)
    print(out_path)


if __name__ == "__main__":
    main()
