/// The colours of a diff image.
enum DiffPalette {
    /// Counted differing pixels: red.
    static let changed = Channels.word(red: 255, green: 0, blue: 0, alpha: 255)
    /// Antialiasing pixels: yellow.
    static let antialiased = Channels.word(red: 255, green: 255, blue: 0, alpha: 255)
    /// Canvas that neither image covers (when sizes differ): white.
    static let empty = Channels.word(red: 255, green: 255, blue: 255, alpha: 255)

    /// An unchanged pixel as an opaque light grey: its luma over white, at 10 % contrast.
    @inline(__always)
    static func faded(_ word: UInt32) -> UInt32 {
        let pixel = Channels(word)
        var red = pixel.red, green = pixel.green, blue = pixel.blue
        if pixel.alpha < 255 {
            red = 255 - ((255 - red) * pixel.alpha + 127) / 255
            green = 255 - ((255 - green) * pixel.alpha + 127) / 255
            blue = 255 - ((255 - blue) * pixel.alpha + 127) / 255
        }
        let luma = (77 * red + 150 * green + 29 * blue + 128) >> 8
        let value = 255 - (((255 - luma) * 26 + 128) >> 8)
        return Channels.word(red: value, green: value, blue: value, alpha: 255)
    }
}
