import Bitmaps

// In-process timing of `compare` on synthetic 1179×2400 card pages (identical, 1 px shift, a tinted
// bar). Not part of the test target; build it in release mode together with the PixelDiff sources:
//
//   swiftc -O -wmo -module-name PixelDiff Sources/PixelDiff/*.swift \
//       Tests/PixelDiffTests/Benchmark/main.swift -o .build/pixeldiff-bench && .build/pixeldiff-bench
//
// Prints the median and best of 15 runs per case, in milliseconds.

/// A page of cards: light background, white panels, blue header bars, bitmap text and discs,
/// all antialiased.
func page(width: Int, height: Int, bar: RGBA8 = RGBA8(hex: 0x007AFF)) -> Bitmap {
    var image = Bitmap(width: width, height: height, filledWith: RGBA8(hex: 0xF2F2F7))
    var top = 48
    var line = 0
    while top + 400 < height {
        image.fill(x: 48, y: top, width: width - 96, height: 360, with: .white)
        image.fill(x: 48, y: top, width: width - 96, height: 60, with: bar)
        for row in 0..<6 {
            line += 1
            BitmapFont.draw("Row \(line): your GP surgery, prescriptions and messages", into: &image,
                            x: 90, y: top + 90 + row * 44, scale: 4, colour: RGBA8(hex: 0x1C1C1E))
        }
        disc(into: &image, centreX: Double(width - 140), centreY: Double(top + 200), radius: 40)
        top += 420
    }
    return softened(image)
}

/// A 2×2 box filter: every hard edge (text, panels) gets one column of antialiasing, as a rasteriser's would.
func softened(_ image: Bitmap) -> Bitmap {
    var result = image
    for y in 0..<(image.height - 1) {
        for x in 0..<(image.width - 1) {
            let a = image[x: x, y: y], b = image[x: x + 1, y: y], c = image[x: x, y: y + 1], d = image[x: x + 1, y: y + 1]
            func mean(_ p: UInt8, _ q: UInt8, _ r: UInt8, _ s: UInt8) -> UInt8 { UInt8((Int(p) + Int(q) + Int(r) + Int(s) + 2) / 4) }
            result[x: x, y: y] = RGBA8(red: mean(a.red, b.red, c.red, d.red), green: mean(a.green, b.green, c.green, d.green),
                                       blue: mean(a.blue, b.blue, c.blue, d.blue), alpha: mean(a.alpha, b.alpha, c.alpha, d.alpha))
        }
    }
    return result
}

func disc(into image: inout Bitmap, centreX: Double, centreY: Double, radius: Double) {
    let colour = RGBA8(hex: 0x005EB8)
    for y in Int(centreY - radius - 2)...Int(centreY + radius + 2) {
        for x in Int(centreX - radius - 2)...Int(centreX + radius + 2) {
            var covered = 0
            for sy in 0..<4 {
                for sx in 0..<4 {
                    let dx = Double(x) + (Double(sx) + 0.5) / 4 - centreX, dy = Double(y) + (Double(sy) + 0.5) / 4 - centreY
                    if dx * dx + dy * dy <= radius * radius { covered += 1 }
                }
            }
            let under = image[x: x, y: y]
            func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Int(a) * covered + Int(b) * (16 - covered) + 8) / 16) }
            image[x: x, y: y] = RGBA8(red: mix(colour.red, under.red), green: mix(colour.green, under.green), blue: mix(colour.blue, under.blue))
        }
    }
}

func shifted(_ image: Bitmap) -> Bitmap {
    var result = image
    result.paste(image.cropped(x: 0, y: 0, width: image.width - 1, height: image.height), x: 1, y: 0)
    return result
}

func time(_ name: String, runs: Int = 15, _ body: () -> DiffResult) {
    var samples: [Double] = []
    var last: DiffResult?
    for _ in 0..<runs {
        let start = ContinuousClock.now
        last = body()
        let elapsed = ContinuousClock.now - start
        samples.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
    }
    samples.sort()
    let result = last!
    print("\(name): median \(NumberFormat.fixed(samples[runs / 2], places: 2)) ms, best \(NumberFormat.fixed(samples[0], places: 2)) ms"
        + " — \(result.differingPixels) differing, \(result.antialiasedPixels) antialiasing")
}

let width = 1179, height = 2400
let base = page(width: width, height: height)
let copy = Bitmap(width: width, height: height).pixels.isEmpty ? base : try! Bitmap(width: width, height: height, pixels: Array(base.pixels))
let moved = shifted(base)
let tinted = page(width: width, height: height, bar: RGBA8(hex: 0x1E8CFF))
let withImage = CompareOptions(makesDiffImage: true)
var perceptualWithImage = CompareOptions.perceptual
perceptualWithImage.makesDiffImage = true

time("identical (separate buffers), exact") { compare(base, copy) }
time("identical, exact + diff image") { compare(base, copy, options: withImage) }
time("1px shift, exact") { compare(base, moved) }
time("1px shift, exact + diff image") { compare(base, moved, options: withImage) }
time("1px shift, perceptual (0.8 ΔE00, AA ignored) + diff image") { compare(base, moved, options: perceptualWithImage) }
time("tinted bars, perceptual + diff image") { compare(base, tinted, options: perceptualWithImage) }
