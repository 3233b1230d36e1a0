import Raster

/// The Pango measurer, made once for the layout tests that run with real shaping.
enum RealMeasurer {
    static func shared() throws -> PangoTextMeasurer { try Renderer.standard().measurer }
}
