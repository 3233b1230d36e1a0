#!/usr/bin/env python3
"""Recomputes agreement-mask.txt: pixelmatch's verdict per pixel on agreement-{a,b}.pam.

Needs numpy and the pybind11-pixelmatch port (pip install numpy pybind11-pixelmatch==0.1.6).
Runs pixelmatch with threshold 0 and includeAA false, then writes one character per pixel:
'.' unchanged, 'R' counted difference (red), 'Y' antialiasing (yellow).
"""
import os
import numpy as np
import pybind11_pixelmatch as pixelmatch

HERE = os.path.dirname(os.path.abspath(__file__))


def read_pam(path):
    data = open(path, "rb").read()
    end = data.index(b"ENDHDR\n")
    fields = dict(line.split(" ", 1) for line in data[:end].decode().split("\n")[1:] if " " in line)
    width, height = int(fields["WIDTH"]), int(fields["HEIGHT"])
    return np.frombuffer(data[end + 7:], dtype=np.uint8).reshape(height, width, 4).copy()


a = read_pam(os.path.join(HERE, "agreement-a.pam"))
b = read_pam(os.path.join(HERE, "agreement-b.pam"))
out = np.zeros_like(a)
options = pixelmatch.Options()
options.threshold = 0.0
options.includeAA = False
count = pixelmatch.pixelmatch(a, b, output=out, options=options)
red = (out[:, :, 0] == 255) & (out[:, :, 1] == 0) & (out[:, :, 2] == 0)
yellow = (out[:, :, 0] == 255) & (out[:, :, 1] == 255) & (out[:, :, 2] == 0)
rows = ["".join("R" if red[y, x] else "Y" if yellow[y, x] else "." for x in range(a.shape[1])) for y in range(a.shape[0])]
with open(os.path.join(HERE, "agreement-mask.txt"), "w") as mask:
    mask.write("\n".join(rows) + "\n")
print(f"pixelmatch counted {count}; {int(yellow.sum())} antialiasing")
