"""Pictures and a table of our cards beside the official screenshots (issue 20).

For every reference in the measurements JSON: the screenshot, resampled to 2 px/pt from its
measured scale, beside our render of the same card (written at 2x by the fidelity test into
OURS_DIR), on one canvas with a label over each, as OUT_DIR/<name>.png; and OUT_DIR/table.md
with the card frames and text sizes, theirs and ours.

Usage: python side_by_side.py MEASUREMENTS_JSON SCREENSHOT_DIR OURS_DIR OUT_DIR
"""

import json
import os
import sys

from PIL import Image, ImageDraw, ImageFont

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from measure_references import font_file  # noqa: E402

SCALE = 2  # px per pt of every picture
GAP = 24
LABEL = 40


def atomic_save(image, path):
    tmp = path + ".tmp.png"
    image.save(tmp)
    os.replace(tmp, path)


def picture(reference, screenshots, ours_dir, out_dir, font):
    theirs = Image.open(os.path.join(screenshots, reference["file"])).convert("RGB")
    factor = SCALE / reference["scale"]
    theirs = theirs.resize((round(theirs.width * factor), round(theirs.height * factor)), Image.LANCZOS)
    stem = os.path.splitext(reference["file"])[0]
    ours = Image.open(os.path.join(ours_dir, "ours-" + stem + ".png")).convert("RGB")
    width = theirs.width + GAP + ours.width
    height = LABEL + max(theirs.height, ours.height)
    canvas = Image.new("RGB", (width, height), (255, 255, 255))
    canvas.paste(theirs, (0, LABEL))
    canvas.paste(ours, (theirs.width + GAP, LABEL))
    draw = ImageDraw.Draw(canvas)
    draw.text((8, 8), "real (%s, resampled from %.2f to 2 px/pt)" % (reference["file"], reference["scale"]),
              fill=(0, 0, 0), font=font)
    draw.text((theirs.width + GAP + 8, 8), "ours (%g pt screen, Large, light, 2x)" % reference["screenWidth"],
              fill=(0, 0, 0), font=font)
    path = os.path.join(out_dir, stem + ".png")
    atomic_save(canvas, path)
    return path


def table(references, ours_by_file):
    rows = ["| screenshot | screen (pt) | real card (pt) | ours (pt) | width | height | text sizes, real (inferred) → ours |",
            "|---|--:|--:|--:|--:|--:|---|"]
    for ref in references:
        ours = ours_by_file[ref["file"]]
        rw, rh = ref["card"]["width"], ref["card"]["height"]
        ow, oh = ours["card"]["width"], ours["card"]["height"]
        sizes = []
        for theirs, mine in zip(ref["lines"], ours["lines"]):
            inferred = theirs["inferredSize"].get("fromWidth")
            real = "%.1f" % inferred if inferred else "SF"
            sizes.append("%s → %s" % (real, "/".join("%g" % s for s in mine["sizes"])))
        rows.append("| %s | %g | %.1f × %.1f | %.1f × %.1f | %+.1f %% | %+.1f %% | %s |" % (
            ref["file"], ours["screenWidth"], rw, rh, ow, oh, (ow - rw) / rw * 100, (oh - rh) / rh * 100,
            ", ".join(sizes)))
    return "\n".join(rows) + "\n"


def main():
    if len(sys.argv) != 5:
        raise SystemExit("usage: side_by_side.py MEASUREMENTS_JSON SCREENSHOT_DIR OURS_DIR OUT_DIR")
    measurements, screenshots, ours_dir, out_dir = sys.argv[1:]
    with open(measurements) as handle:
        references = json.load(handle)["references"]
    font = ImageFont.truetype(font_file("OpenSans-Regular.ttf"), 22)
    ours_by_file = {}
    for reference in references:
        stem = os.path.splitext(reference["file"])[0]
        summary = os.path.join(ours_dir, "ours-" + stem + ".json")
        if not os.path.isfile(summary):
            raise SystemExit("side_by_side: %s is missing (run the fidelity test with NHS_FIDELITY_OUT)" % summary)
        with open(summary) as handle:
            ours = json.load(handle)
        ours_by_file[reference["file"]] = ours
        reference["screenWidth"] = ours["screenWidth"]
        print(picture(reference, screenshots, ours_dir, out_dir, font))
    text = table(references, ours_by_file)
    path = os.path.join(out_dir, "table.md")
    with open(path + ".tmp", "w") as handle:
        handle.write(text)
    os.replace(path + ".tmp", path)
    print(path)
    sys.stdout.write(text)


if __name__ == "__main__":
    main()
