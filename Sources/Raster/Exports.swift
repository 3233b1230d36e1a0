// `import Raster` brings the codecs, image files and codec errors it draws with (the bitmap type is
// Bitmaps', imported where it is named).
@_exported import ImageCodecs
